import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { shipBody } from '../../../../lib/server/admin/schemas.ts';
import { shipOrder } from '../../../../lib/server/orders/operator.ts';
import { onOrder, staffActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: shipped with carrier and tracking number (待发货 → 待收货), as `ops order:ship`. */
export const POST = staffHandler('orders', async (ctx, me) => {
  const b = await readJson(ctx.request, shipBody);
  const o = await onOrder(await getDb(), me, b.id, 'order.ship', `${b.carrier} ${b.trackingNo}`, (tx, order) => shipOrder(tx, order, b.carrier, b.trackingNo, staffActor(me)));
  return ok({ id: o.id, state: o.state }, '已发货');
});
