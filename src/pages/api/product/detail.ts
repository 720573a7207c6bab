import { z } from 'zod';
import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { productDetail } from '../../../lib/server/catalogue/detail.ts';

const schema = z.strictObject({ id: z.string({ error: '请指定商品' }).regex(/^[1-9]\d{0,8}$/, '商品ID格式不正确').transform(Number) });

/** The detail data the product page renders (gallery, SKUs, tiers, recommendations, evaluations). */
export const GET = handler(async (ctx) => productDetail(await getDb(), readQuery(ctx.url, schema).id, ctx.locals.user?.id));
