import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Merchandisers: sets one SKU's unit price (the product's listed price and 划线价 follow its cheapest SKU), as `ops price:set`; logged on the product's page. */
export const POST = serve(
  adminCalls['POST /api/admin/sku/price'],
  asStaff('catalogue', async (_ctx, me, read) => {
    const { skuId, price } = await read.body();
    const s = await decide['sku.price'](await getDb(), me, { sku: skuId, price });
    return reply({ id: s.productId, skuId: s.id, price: s.price }, '单价已更新');
  }),
);
