import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: rejects a company's registration with a reason it sees (it may correct and resubmit), as `ops company:reject`. */
export const POST = serve(
  adminCalls['POST /api/admin/company/reject'],
  asStaff('companies', async (ctx, me, read) => {
    const { id, reason, version } = await read.body();
    const c = await decide['company.reject'](await getDb(), me, { id, reason, version });
    return reply({ id: c.id, status: c.status }, '已驳回');
  }),
);
