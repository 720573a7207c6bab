import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listInvoices } from '~/lib/server/invoices/read.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** ?state=requested|issued|rejected|withdrawn&page=&limit= : the company's invoice requests. */
export const GET = serve(orderCalls['GET /api/invoice/list'], async (ctx, read) => {
  const me = requireUser(ctx);
  return listInvoices(await getDb(), me, read.query());
});
