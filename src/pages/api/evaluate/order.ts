import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { orderEvaluations } from '~/lib/server/evaluations/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** ?orderId= : the order's lines, each with its evaluation or null. */
export const GET = serve(aftersalesCalls['GET /api/evaluate/order'], async (ctx, read) => {
  const me = requireUser(ctx);
  return orderEvaluations(await getDb(), me, read.query().orderId);
});
