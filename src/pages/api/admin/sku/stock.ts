import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { notFound } from '~/lib/server/http.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { setSkuStock, skuStock } from '~/lib/server/orders/operator.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: sets one SKU's stock (the product's total follows), as `ops stock:set`; logged on the product's page. */
export const POST = serve(
  adminCalls['POST /api/admin/sku/stock'],
  asStaff('catalogue', async (ctx, me, read) => {
    const { skuId, stock } = await read.body();
    const db = await getDb();
    const cur = await skuStock(db, skuId);
    if (!cur) throw notFound(`规格不存在：${skuId}`);
    const s = await audited(db, me, (tx) => setSkuStock(tx, String(skuId), stock), {
      action: 'sku.stock',
      targetType: 'product',
      targetId: cur.productId,
      label: cur.skuCode,
      note: `${cur.skuCode} 库存 ${cur.stock} → ${stock}`,
      before: (tx) => skuStock(tx, skuId),
    });
    return reply({ id: s.productId, skuId: s.id, stock: s.stock }, '库存已更新');
  }),
);
