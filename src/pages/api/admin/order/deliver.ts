import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { idBody } from '../../../../lib/server/admin/schemas.ts';
import { deliverOrder } from '../../../../lib/server/orders/operator.ts';
import { onOrder, staffActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: the carrier delivered (待收货 → 已完成), as `ops order:deliver`. */
export const POST = staffHandler('orders', async (ctx, me) => {
  const { id } = await readJson(ctx.request, idBody);
  const o = await onOrder(await getDb(), me, id, 'order.deliver', '', (tx, order) => deliverOrder(tx, order, staffActor(me)));
  return ok({ id: o.id, state: o.state }, '已确认送达');
});
