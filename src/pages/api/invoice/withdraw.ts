import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { withdrawInvoice } from '~/lib/server/invoices/request.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** {id}: withdraws (撤回) the company's invoice request while it is 待开票; its orders can be invoiced again. */
export const POST = serve(orderCalls['POST /api/invoice/withdraw'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = await read.body();
  return reply(await withdrawInvoice(await getDb(), me, id), '开票申请已撤回');
});
