import { z } from 'zod';
import { handler, readQuery, notFound } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { productByCode } from '../../../lib/server/catalogue/products.ts';
import { MSG } from '../../../lib/shared/validation.ts';

const schema = z.strictObject({
  code: z.string({ error: MSG.purchaseNoRequired }).trim().min(1, MSG.purchaseNoRequired).max(32, '商品编号最多32个字符'),
});

/** Purchase by number: the product with this code, for opening its detail page. */
export const GET = handler(async (ctx) => {
  const { code } = readQuery(ctx.url, schema);
  const p = await productByCode(await getDb(), code);
  if (!p) throw notFound(`未找到编号为${code}的商品`);
  return p;
});
