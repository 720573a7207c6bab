// Evaluations shown on the product detail page. The evaluations table belongs to the orders domain
// (issue 4); until it lands this seam answers "no evaluations" and the page shows the empty view.
// The orders domain replaces the body of productEvaluations with its query; the shape is the contract.
import type { DB } from '../db/client.ts';

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

export async function productEvaluations(_db: DB, _productId: number, _limit = 10): Promise<EvaluationSummary> {
  return { count: 0, average: null, goodRate: null, list: [] };
}
