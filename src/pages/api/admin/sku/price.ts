import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { notFound } from '~/lib/server/http.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { setSkuPrice, skuStock } from '~/lib/server/orders/operator.ts';
import { audited } from '~/lib/server/staff/audit.ts';
import { formatPrice } from '~/lib/shared/money.ts';

/** Merchandisers: sets one SKU's unit price (the product's listed price and 划线价 follow its cheapest SKU), as `ops price:set`; logged on the product's page. */
export const POST = serve(
  adminCalls['POST /api/admin/sku/price'],
  asStaff('catalogue', async (_ctx, me, read) => {
    const { skuId, price } = await read.body();
    const db = await getDb();
    const cur = await skuStock(db, skuId);
    if (!cur) throw notFound(`规格不存在：${skuId}`);
    const s = await audited(db, me, (tx) => setSkuPrice(tx, String(skuId), price), {
      action: 'sku.price',
      targetType: 'product',
      targetId: cur.productId,
      label: cur.skuCode,
      note: `${cur.skuCode} 单价 ${formatPrice(cur.price)} → ${formatPrice(price)}`,
      before: (tx) => skuStock(tx, skuId),
    });
    return reply({ id: s.productId, skuId: s.id, price: s.price }, '单价已更新');
  }),
);
