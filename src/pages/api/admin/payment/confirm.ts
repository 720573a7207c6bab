import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: the bank transfer arrived (待确认收款 → 待发货), as `ops payment:confirm`. */
export const POST = serve(
  adminCalls['POST /api/admin/payment/confirm'],
  asStaff('payments', async (ctx, me, read) => {
    const { id, note } = await read.body();
    const o = await decide['payment.confirm'](await getDb(), me, { id, note });
    return reply({ id: o.id, state: o.state }, '已确认收款');
  }),
);
