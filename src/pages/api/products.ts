import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { listProducts } from '~/lib/server/catalogue/products.ts';
import { normalizeQuery } from '~/lib/shared/catalogue.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';

/** The product list: type1/type2/type3, keyword, goodsType, sort, page, limit (at most 100). */
export const GET = serve(storeCalls['GET /api/products'], async (ctx, read) =>
  listProducts(await getDb(), normalizeQuery(read.query()), ctx.locals.user?.id),
);
