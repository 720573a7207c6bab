import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Merchandisers: sets one SKU's stock (the product's total follows), as `ops stock:set`; logged on the product's page. */
export const POST = serve(
  adminCalls['POST /api/admin/sku/stock'],
  asStaff('catalogue', async (ctx, me, read) => {
    const { skuId, stock, seen } = await read.body();
    const s = await decide['sku.stock'](await getDb(), me, { sku: skuId, stock, seen });
    return reply({ id: s.productId, skuId: s.id, stock: s.stock }, '库存已更新');
  }),
);
