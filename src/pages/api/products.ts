import { handler, readQuery } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { listProducts } from '../../lib/server/catalogue/products.ts';
import { normalizeQuery, productQuerySchema } from '../../lib/shared/catalogue.ts';

/** The product list: type1/type2/type3, keyword, goodsType, sort, page, limit (at most 100). */
export const GET = handler(async (ctx) => {
  const q = normalizeQuery(readQuery(ctx.url, productQuerySchema));
  return listProducts(await getDb(), q, ctx.locals.user?.id);
});
