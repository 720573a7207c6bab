import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { sweepExpired } from '~/lib/server/orders/sweep.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Operators: cancels every unpaid order past its deadline now (the server also does it every minute), as `ops order:sweep`. */
export const POST = serve(
  adminCalls['POST /api/admin/order/sweep'],
  asStaff('orders', async (ctx, me, read) => {
    await read.body();
    const n = await audited(await getDb(), me, (tx) => sweepExpired(tx, { limit: 10_000 }), {
      action: 'order.sweep',
      targetType: 'order',
      targetId: '-',
      label: '超时未付款订单',
      after: async (_tx, count) => ({ cancelled: count }),
    });
    return reply({ cancelled: n }, `已取消 ${n} 个超时未付款订单`);
  }),
);
