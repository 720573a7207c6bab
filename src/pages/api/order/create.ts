import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { createOrder } from '../../../lib/server/orders/create.ts';
import { createSchema } from '../../../lib/server/orders/schemas.ts';

/** Places the order; the same idempotencyKey always answers the same order. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, createSchema);
  const o = await createOrder(await getDb(), me, input);
  return ok(o, o.isQuote ? '定制需求已提交，请等待报价' : '下单成功');
});
