import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { reasonBody } from '../../../../lib/server/admin/schemas.ts';
import { reviewCompany } from '../../../../lib/server/companies/review.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';
import { companyAuditView } from '../../../../lib/server/admin/snapshots.ts';

/** Operators: rejects a company's registration with a reason it sees (it may correct and resubmit), as `ops company:reject`. */
export const POST = staffHandler('companies', async (ctx, me) => {
  const { id, reason } = await readJson(ctx.request, reasonBody);
  const c = await audited(await getDb(), me, (tx) => reviewCompany(tx, String(id), 'rejected', reason), {
    action: 'company.reject', targetType: 'company', targetId: id, label: (r) => r.name, note: reason, before: (tx) => companyAuditView(tx, id),
  });
  return ok({ id: c.id, status: c.status }, '已驳回');
});
