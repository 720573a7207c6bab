import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: cancels an unpaid or quote order with a reason (stock and coupon back), as `ops order:cancel`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/cancel'],
  asStaff('orders', async (ctx, me, read) => {
    const { id, reason } = await read.body();
    const o = await decide['order.cancel'](await getDb(), me, { id, reason });
    return reply({ id: o.id, state: o.state }, '已取消');
  }),
);
