import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { createOrder } from '~/lib/server/orders/create.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** Places the order; the same idempotencyKey always answers the same order. */
export const POST = serve(orderCalls['POST /api/order/create'], async (ctx, read) => {
  const me = requireUser(ctx);
  const o = await createOrder(await getDb(), me, await read.body());
  return reply(o, o.isQuote ? '定制需求已提交，请等待报价' : '下单成功');
});
