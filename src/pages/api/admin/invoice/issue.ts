import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { invoiceByRef, issueInvoiceUpload } from '~/lib/server/invoices/operator.ts';
import { audited } from '~/lib/server/staff/audit.ts';
import { invoiceAuditView } from '~/lib/server/admin/snapshots.ts';

/** Operators: issues an invoice by uploading its PDF (`?id=`, multipart `file`); the buyer downloads it. As `ops invoice:issue`. */
export const POST = serve(
  adminCalls['POST /api/admin/invoice/issue'],
  asStaff('invoices', async (ctx, me, read) => {
    const { id } = read.query();
    const db = await getDb();
    const inv = await invoiceByRef(db, String(id));
    const done = await audited(db, me, (tx) => issueInvoiceUpload(tx, inv, ctx.request), {
      action: 'invoice.issue',
      targetType: 'invoice',
      targetId: id,
      label: inv.invoiceNo,
      before: (tx) => invoiceAuditView(tx, id),
    });
    return reply({ id: done.id, state: done.state }, '已开票');
  }),
);
