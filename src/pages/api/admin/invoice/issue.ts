import { ok, readQuery } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { idQuery } from '../../../../lib/server/admin/schemas.ts';
import { invoiceByRef, issueInvoiceUpload } from '../../../../lib/server/invoices/operator.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';
import { invoiceAuditView } from '../../../../lib/server/admin/snapshots.ts';

/** Operators: issues an invoice by uploading its PDF (`?id=`, multipart `file`); the buyer downloads it. As `ops invoice:issue`. */
export const POST = staffHandler('invoices', async (ctx, me) => {
  const { id } = readQuery(ctx.url, idQuery);
  const db = await getDb();
  const inv = await invoiceByRef(db, String(id));
  const done = await audited(db, me, (tx) => issueInvoiceUpload(tx, inv, ctx.request), {
    action: 'invoice.issue', targetType: 'invoice', targetId: id, label: inv.invoiceNo, before: (tx) => invoiceAuditView(tx, id),
  });
  return ok({ id: done.id, state: done.state }, '已开票');
});
