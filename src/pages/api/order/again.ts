import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { buyAgain } from '~/lib/server/orders/commands.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

export const POST = serve(orderCalls['POST /api/order/again'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = await read.body();
  return reply(await buyAgain(await getDb(), me, id), '已加入购物车');
});
