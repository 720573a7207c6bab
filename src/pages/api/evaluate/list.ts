import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { myEvaluations } from '~/lib/server/evaluations/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** ?page= : my evaluations (of the orders I see) and received orders still waiting for one. */
export const GET = serve(aftersalesCalls['GET /api/evaluate/list'], async (ctx, read) => {
  const me = requireUser(ctx);
  return myEvaluations(await getDb(), me, read.query().page);
});
