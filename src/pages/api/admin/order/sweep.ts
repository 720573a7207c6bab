import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: cancels every unpaid order past its deadline now (the server also does it every minute), as `ops order:sweep`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/sweep'],
  asStaff('orders', async (ctx, me, read) => {
    await read.body();
    const n = await decide['order.sweep'](await getDb(), me, {});
    return reply({ cancelled: n }, `已取消 ${n} 个超时未付款订单`);
  }),
);
