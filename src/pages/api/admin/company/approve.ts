import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Operators: approves a company's registration (it may order from now on), as `ops company:approve`; `version` is the
 * review page's reviewVersion, so a licence or name changed since the page was loaded is not approved unseen. */
export const POST = serve(
  adminCalls['POST /api/admin/company/approve'],
  asStaff('companies', async (ctx, me, read) => {
    const { id, version } = await read.body();
    const c = await decide['company.approve'](await getDb(), me, { id, version });
    return reply({ id: c.id, status: c.status }, '已通过审核');
  }),
);
