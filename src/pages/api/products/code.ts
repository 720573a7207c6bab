import { notFound } from '~/lib/server/http.ts';
import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { productByCode } from '~/lib/server/catalogue/products.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';

/** Purchase by number: the product with this code, for opening its detail page. */
export const GET = serve(storeCalls['GET /api/products/code'], async (_ctx, read) => {
  const { code } = read.query();
  const p = await productByCode(await getDb(), code);
  if (!p) throw notFound(`未找到编号为${code}的商品`);
  return p;
});
