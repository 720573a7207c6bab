import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: the receipt is refused with a reason (→ 待付款, the buyer sees it), as `ops payment:reject`. */
export const POST = serve(
  adminCalls['POST /api/admin/payment/reject'],
  asStaff('payments', async (ctx, me, read) => {
    const { id, reason } = await read.body();
    const o = await decide['payment.reject'](await getDb(), me, { id, reason });
    return reply({ id: o.id, state: o.state }, '已驳回付款凭证');
  }),
);
