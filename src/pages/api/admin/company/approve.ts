import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { idBody } from '../../../../lib/server/admin/schemas.ts';
import { reviewCompany } from '../../../../lib/server/companies/review.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';
import { companyAuditView } from '../../../../lib/server/admin/snapshots.ts';

/** Operators: approves a company's registration (it may order from now on), as `ops company:approve`. */
export const POST = staffHandler('companies', async (ctx, me) => {
  const { id } = await readJson(ctx.request, idBody);
  const c = await audited(await getDb(), me, (tx) => reviewCompany(tx, String(id), 'approved'), {
    action: 'company.approve', targetType: 'company', targetId: id, label: (r) => r.name, before: (tx) => companyAuditView(tx, id),
  });
  return ok({ id: c.id, status: c.status }, '已通过审核');
});
