import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { evaluateSchema, submitEvaluation } from '../../../lib/server/evaluations/submit.ts';

/** {orderId, orderLineId, productScore 1-5, serviceScore 1-5, content, imageIds (≤6)} */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, evaluateSchema);
  return ok(await submitEvaluation(await getDb(), me, input), '评价成功');
});
