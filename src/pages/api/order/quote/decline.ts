import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { declineQuote } from '~/lib/server/orders/commands.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

export const POST = serve(orderCalls['POST /api/order/quote/decline'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id, reason } = await read.body();
  return reply(await declineQuote(await getDb(), me, id, reason), '已拒绝报价，订单已取消');
});
