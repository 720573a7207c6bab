import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { productDetail } from '~/lib/server/catalogue/detail.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';

/** The detail data the product page renders (gallery, SKUs, tiers, recommendations, evaluations). */
export const GET = serve(storeCalls['GET /api/product/detail'], async (ctx, read) =>
  productDetail(await getDb(), read.query().id, ctx.locals.user?.id),
);
