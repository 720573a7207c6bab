import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { paymentStatus } from '~/lib/server/payments/online.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

export const GET = serve(orderCalls['GET /api/order/pay/status'], async (ctx, read) => {
  const me = requireUser(ctx);
  return paymentStatus(await getDb(), me, read.query().id);
});
