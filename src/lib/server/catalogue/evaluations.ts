// Evaluations shown on the product detail page, read from the after-sales domain's evaluations table
// (the same data as GET /api/product/evaluations). The shape below is the page's contract.
import type { DB } from '~/lib/server/db/client.ts';
import { productEvaluationSummary } from '~/lib/server/evaluations/read.ts';

export type { EvaluationSummary } from '~/lib/shared/contracts/store.ts';
import type { EvaluationSummary } from '~/lib/shared/contracts/store.ts';

export async function productEvaluations(db: DB, productId: number, limit = 10): Promise<EvaluationSummary> {
  return productEvaluationSummary(db, productId, limit);
}
