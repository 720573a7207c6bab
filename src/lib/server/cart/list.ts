// The cart page's data: lines that can be bought (priced now) and lines no longer available, with server totals.
import type { CartLine, CartSummary, InvalidCartLine } from '~/lib/shared/contracts/cart.ts';
import { desc, sql } from 'drizzle-orm';
import { prepared } from '~/lib/server/db/prepared.ts';
import { inCart } from './count.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { cartItems } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { goodsKey, lineImage, loadGoods, priceLine, specsOf, unavailableReason } from '~/lib/server/orders/goods.ts';

export async function listCart(db: DB, me: SessionUser) {
  const rows = await prepared(db, 'cart_lines', (db) =>
    db
      .select()
      .from(cartItems)
      .where(inCart(sql.placeholder('userId')))
      .orderBy(desc(cartItems.updatedAt), desc(cartItems.id))
      .prepare('cart_lines'),
  ).execute({ userId: me.id });
  const goods = await loadGoods(db, rows);
  const valid: CartLine[] = [];
  const invalid: InvalidCartLine[] = [];
  for (const r of rows) {
    const g = goods.get(goodsKey(r.productId, r.skuId));
    const reason = unavailableReason(g);
    if (!g || reason) {
      invalid.push({
        id: r.id,
        productId: r.productId,
        storeName: g?.product.storeName ?? '商品已失效',
        image: g ? lineImage(g) : '',
        specs: g ? specsOf(g) : {},
        num: r.num,
        reason: reason ?? '商品已失效',
      });
      continue;
    }
    const priced = priceLine(g, r.num);
    valid.push({
      id: r.id,
      productId: r.productId,
      skuId: r.skuId,
      storeName: g.product.storeName,
      image: lineImage(g),
      specs: specsOf(g),
      goodsTypeId: g.product.goodsTypeId,
      unitName: g.product.unitName,
      num: r.num,
      minQty: g.product.minQty,
      stepQty: g.product.stepQty,
      stock: g.sku.stock,
      unitPrice: priced.unitPrice,
      listUnitPrice: priced.listUnitPrice,
      priceNote: priced.priceNote,
      lineTotal: priced.lineTotal,
      isQuote: priced.isQuote,
      selected: r.selected,
      problem: priced.problem,
      custom: r.custom ?? null,
    });
  }
  return { valid, invalid, summary: summarize(valid), count: rows.length };
}

export function summarize(valid: CartLine[]): CartSummary {
  const chosen = valid.filter((l) => l.selected && !l.problem);
  return {
    selectedCount: chosen.length,
    selectedNum: chosen.reduce((s, l) => s + l.num, 0),
    goodsTotal: chosen.reduce((s, l) => s + l.lineTotal, 0),
    hasQuote: chosen.some((l) => l.isQuote),
    allSelected: valid.length > 0 && valid.every((l) => l.selected),
  };
}
