import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { acceptQuote } from '~/lib/server/orders/commands.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

export const POST = serve(orderCalls['POST /api/order/quote/accept'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = await read.body();
  return reply(await acceptQuote(await getDb(), me, id), '已接受报价，请尽快付款');
});
