import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { applyInvoice } from '~/lib/server/invoices/request.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** {orderIds, titleId, remark}: one invoice request over these paid orders. */
export const POST = serve(orderCalls['POST /api/invoice/apply'], async (ctx, read) => {
  const me = requireUser(ctx);
  return reply(await applyInvoice(await getDb(), me, await read.body()), '开票申请已提交');
});
