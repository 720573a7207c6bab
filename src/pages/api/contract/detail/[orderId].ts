import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { contractOfOrder } from '~/lib/server/contracts/read.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** The purchase contract of an order (by order id). */
export const GET = serve(orderCalls['GET /api/contract/detail/[orderId]'], async (ctx, read) => {
  const me = requireUser(ctx);
  return contractOfOrder(await getDb(), me, read.params().orderId);
});
