import { z } from 'zod';
import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { orderEvaluations } from '../../../lib/server/evaluations/read.ts';
import { zId } from '../../../lib/server/orders/schemas.ts';

/** ?orderId= : the order's lines, each with its evaluation or null. */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { orderId } = readQuery(ctx.url, z.strictObject({ orderId: zId('订单') }));
  return orderEvaluations(await getDb(), me, orderId);
});
