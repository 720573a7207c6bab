import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { downloadInvoice } from '~/lib/server/invoices/read.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** The issued invoice PDF of an invoice request of the caller's company (attachment). */
export const GET = serve(orderCalls['GET /api/billInfo/down/[id]'], async (ctx, read) => {
  const me = requireUser(ctx);
  return downloadInvoice(await getDb(), me, read.params().id);
});
