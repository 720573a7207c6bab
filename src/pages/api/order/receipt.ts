import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { submitReceipt } from '~/lib/server/payments/bank.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** Multipart field `file` (image or PDF, up to 10 MB) for the order ?id=. */
export const POST = serve(orderCalls['POST /api/order/receipt'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = read.query();
  return reply(await submitReceipt(await getDb(), me, id, ctx.request), '转账凭证已提交，请等待平台确认收款');
});
