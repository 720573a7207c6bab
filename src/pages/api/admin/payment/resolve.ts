import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: an exception payment handled outside the system is closed out with a note, as `ops payment:resolve`. */
export const POST = serve(
  adminCalls['POST /api/admin/payment/resolve'],
  asStaff('payments', async (ctx, me, read) => {
    const { id, note } = await read.body();
    const p = await decide['payment.resolve'](await getDb(), me, { id, note });
    return reply({ id: p.id, state: p.state }, '异常付款已处理');
  }),
);
