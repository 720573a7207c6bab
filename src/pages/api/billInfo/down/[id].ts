import { handler, parseWith } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireUser } from '../../../../lib/server/context.ts';
import { downloadInvoice } from '../../../../lib/server/invoices/read.ts';
import { zId } from '../../../../lib/server/orders/schemas.ts';

/** The issued invoice PDF of an invoice request of the caller's company (attachment). */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const id = parseWith(zId('发票'), ctx.params.id);
  return downloadInvoice(await getDb(), me, id);
});
