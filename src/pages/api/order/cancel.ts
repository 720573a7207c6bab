import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { cancelOrder } from '~/lib/server/orders/commands.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

export const POST = serve(orderCalls['POST /api/order/cancel'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id, reason } = await read.body();
  return reply(await cancelOrder(await getDb(), me, id, reason), '订单已取消');
});
