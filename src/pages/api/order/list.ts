import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listOrders } from '~/lib/server/orders/read.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** ?tab=all|quote|unpaid|unshipped|shipped|completed|aftersale|cancelled&keyword=&page=&limit= */
export const GET = serve(orderCalls['GET /api/order/list'], async (ctx, read) => {
  const me = requireUser(ctx);
  return listOrders(await getDb(), me, read.query());
});
