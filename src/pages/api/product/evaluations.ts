import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { productEvaluations } from '~/lib/server/evaluations/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** Public: ?productId=&page=&limit= → {list, total, avgScore, goodRate, page, limit}; names masked. */
export const GET = serve(aftersalesCalls['GET /api/product/evaluations'], async (_ctx, read) => {
  const q = read.query();
  return productEvaluations(await getDb(), q.productId, q.page, q.limit);
});
