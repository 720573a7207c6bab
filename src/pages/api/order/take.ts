import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { takeOrder } from '~/lib/server/orders/commands.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

export const POST = serve(orderCalls['POST /api/order/take'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = await read.body();
  return reply(await takeOrder(await getDb(), me, id), '已确认收货');
});
