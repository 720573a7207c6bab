import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { reviewCompany } from '~/lib/server/companies/review.ts';
import { audited } from '~/lib/server/staff/audit.ts';
import { companyAuditView } from '~/lib/server/admin/snapshots.ts';

/** Operators: rejects a company's registration with a reason it sees (it may correct and resubmit), as `ops company:reject`. */
export const POST = serve(
  adminCalls['POST /api/admin/company/reject'],
  asStaff('companies', async (ctx, me, read) => {
    const { id, reason, version } = await read.body();
    const c = await audited(await getDb(), me, (tx) => reviewCompany(tx, String(id), 'rejected', reason, version), {
      action: 'company.reject',
      targetType: 'company',
      targetId: id,
      label: (r) => r.name,
      note: reason,
      before: (tx) => companyAuditView(tx, id),
    });
    return reply({ id: c.id, status: c.status }, '已驳回');
  }),
);
