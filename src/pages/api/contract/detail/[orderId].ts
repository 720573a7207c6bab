import { handler, parseWith } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireUser } from '../../../../lib/server/context.ts';
import { contractOfOrder } from '../../../../lib/server/contracts/read.ts';
import { zId } from '../../../../lib/server/orders/schemas.ts';

/** The purchase contract of an order (by order id). */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const orderId = parseWith(zId('订单'), ctx.params.orderId);
  return contractOfOrder(await getDb(), me, orderId);
});
