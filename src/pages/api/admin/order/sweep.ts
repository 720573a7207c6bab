import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { sweepExpired } from '../../../../lib/server/orders/sweep.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';
import { z } from 'zod';

/** Operators: cancels every unpaid order past its deadline now (the server also does it every minute), as `ops order:sweep`. */
export const POST = staffHandler('orders', async (ctx, me) => {
  await readJson(ctx.request, z.strictObject({}));
  const n = await audited(await getDb(), me, (tx) => sweepExpired(tx, { limit: 10_000 }), {
    action: 'order.sweep', targetType: 'order', targetId: '-', label: '超时未付款订单', after: async (_tx, count) => ({ cancelled: count }),
  });
  return ok({ cancelled: n }, `已取消 ${n} 个超时未付款订单`);
});
