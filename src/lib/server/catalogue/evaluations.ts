// Evaluations shown on the product detail page, read from the after-sales domain's evaluations table
// (the same data as GET /api/product/evaluations). The shape below is the page's contract.
import type { DB } from '../db/client.ts';
import { productEvaluationSummary } from '../evaluations/read.ts';

export interface EvaluationItem {
  id: number;
  nickname: string;
  avatar: string;
  productScore: number;
  serviceScore: number;
  content: string;
  images: string[];
  sku: string;
  createdAt: string;
}

export interface EvaluationSummary {
  count: number;
  /** Average product score 1-5 with one decimal, null without evaluations. */
  average: number | null;
  /** Share of scores 4 and 5, percent, null without evaluations. */
  goodRate: number | null;
  list: EvaluationItem[];
}

export async function productEvaluations(db: DB, productId: number, limit = 10): Promise<EvaluationSummary> {
  return productEvaluationSummary(db, productId, limit);
}
