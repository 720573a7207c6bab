import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { operatorCancel } from '~/lib/server/orders/operator.ts';
import { onOrder, staffActor } from '~/lib/server/admin/actions.ts';

/** Operators: cancels an unpaid or quote order with a reason (stock and coupon back), as `ops order:cancel`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/cancel'],
  asStaff('orders', async (ctx, me, read) => {
    const { id, reason } = await read.body();
    const o = await onOrder(await getDb(), me, id, 'order.cancel', reason, (tx, order) =>
      operatorCancel(tx, order, reason, staffActor(me)),
    );
    return reply({ id: o.id, state: o.state }, '已取消');
  }),
);
