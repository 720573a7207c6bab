import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { orderDetail } from '~/lib/server/orders/read.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

export const GET = serve(orderCalls['GET /api/order/detail/[id]'], async (ctx, read) => {
  const me = requireUser(ctx);
  return orderDetail(await getDb(), me, read.params().id);
});
