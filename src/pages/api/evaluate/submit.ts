import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { submitEvaluation } from '~/lib/server/evaluations/submit.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** {orderId, orderLineId, productScore 1-5, serviceScore 1-5, content, imageIds (≤6)} */
export const POST = serve(aftersalesCalls['POST /api/evaluate/submit'], async (ctx, read) => {
  const me = requireUser(ctx);
  return reply(await submitEvaluation(await getDb(), me, await read.body()), '评价成功');
});
