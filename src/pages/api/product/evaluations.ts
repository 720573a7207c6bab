import { z } from 'zod';
import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { productEvaluations } from '../../../lib/server/evaluations/read.ts';
import { zId } from '../../../lib/server/orders/schemas.ts';

const schema = z.strictObject({
  productId: zId('商品'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().refine((n) => [5, 10, 20].includes(n), '每页条数只能是5、10或20').default(10),
});

/** Public: ?productId=&page=&limit= → {list, total, avgScore, goodRate, page, limit}; names masked. */
export const GET = handler(async (ctx) => {
  const q = readQuery(ctx.url, schema);
  return productEvaluations(await getDb(), q.productId, q.page, q.limit);
});
