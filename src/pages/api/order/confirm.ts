import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { previewSettlement } from '~/lib/server/orders/settle.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** The settlement preview: lines, addresses, invoice titles, usable coupons (best first) and the server's totals. */
export const POST = serve(orderCalls['POST /api/order/confirm'], async (ctx, read) => {
  const me = requireUser(ctx);
  return previewSettlement(await getDb(), me, await read.body());
});
