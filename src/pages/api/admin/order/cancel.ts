import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { reasonBody } from '../../../../lib/server/admin/schemas.ts';
import { operatorCancel } from '../../../../lib/server/orders/operator.ts';
import { onOrder, staffActor } from '../../../../lib/server/admin/actions.ts';

/** Operators: cancels an unpaid or quote order with a reason (stock and coupon back), as `ops order:cancel`. */
export const POST = staffHandler('orders', async (ctx, me) => {
  const { id, reason } = await readJson(ctx.request, reasonBody);
  const o = await onOrder(await getDb(), me, id, 'order.cancel', reason, (tx, order) => operatorCancel(tx, order, reason, staffActor(me)));
  return ok({ id: o.id, state: o.state }, '已取消');
});
