import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { reasonBody } from '../../../../lib/server/admin/schemas.ts';
import { rejectInvoice } from '../../../../lib/server/invoices/operator.ts';
import { onInvoice } from '../../../../lib/server/admin/actions.ts';

/** Operators: rejects an invoice request with a reason (its orders may be requested again), as `ops invoice:reject`. */
export const POST = staffHandler('invoices', async (ctx, me) => {
  const { id, reason } = await readJson(ctx.request, reasonBody);
  const inv = await onInvoice(await getDb(), me, id, 'invoice.reject', reason, (tx, row) => rejectInvoice(tx, row, reason));
  return ok({ id: inv.id, state: inv.state }, '已驳回');
});
