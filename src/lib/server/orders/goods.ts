// Reads what the catalogue says now about the products and SKUs of cart or order lines, and prices a line.
import { and, eq, sql } from 'drizzle-orm';
import { anyOf, prepared } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { products, skus, tierPrices } from '~/lib/server/db/schema/index.ts';
import { qtyProblem } from '~/lib/shared/quantity.ts';
import { isCustomGoods } from '~/lib/shared/goods-types.ts';
import { discountName, unitPrice, type Discount, type Tier } from '~/lib/shared/pricing.ts';
import { discountsFor } from '~/lib/server/activities/discounts.ts';

export interface Goods {
  product: typeof products.$inferSelect;
  sku: typeof skus.$inferSelect;
  tiers: Tier[];
  /** The discount-zone rate running for the product now, or null. */
  discount: Discount | null;
}

export const goodsKey = (productId: number, skuId: number) => `${productId}:${skuId}`;

/** The catalogue's reads behind loadGoods, prepared once per database (db/prepared.ts); ids go as arrays. */
function goodsReads(db: DB) {
  return prepared(db, 'goods_reads', (db) => {
    const [productIds, skuIds] = [sql.placeholder('productIds'), sql.placeholder('skuIds')];
    return {
      products: db.select().from(products).where(anyOf(products.id, productIds)).prepare('goods_products'),
      skus: db
        .select()
        .from(skus)
        .where(and(anyOf(skus.id, skuIds), anyOf(skus.productId, productIds)))
        .prepare('goods_skus'),
      tiers: db.select().from(tierPrices).where(anyOf(tierPrices.productId, productIds)).prepare('goods_tiers'),
    };
  });
}

export async function loadGoods(db: DB, pairs: { productId: number; skuId: number }[]): Promise<Map<string, Goods>> {
  const out = new Map<string, Goods>();
  if (!pairs.length) return out;
  const productIds = [...new Set(pairs.map((p) => p.productId))];
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const reads = goodsReads(db);
  const [ps, ss, ts, discounts] = await Promise.all([
    reads.products.execute({ productIds }),
    reads.skus.execute({ productIds, skuIds }),
    reads.tiers.execute({ productIds }),
    discountsFor(db, productIds),
  ]);
  const pById = new Map(ps.map((p) => [p.id, p]));
  for (const s of ss) {
    const product = pById.get(s.productId);
    if (!product) continue;
    const tiers = ts.filter((t) => t.productId === product.id).map((t) => ({ minQty: t.minQty, price: t.price }));
    out.set(goodsKey(product.id, s.id), { product, sku: s, tiers, discount: discounts.get(product.id) ?? null });
  }
  return out;
}

/** Why goods can no longer be bought at all (the line goes to the "no longer available" section), or null. */
export function unavailableReason(g: Goods | undefined): string | null {
  if (!g) return '商品规格已不存在';
  if (!g.product.isShow) return '商品已下架';
  if (g.sku.stock < Math.max(1, g.product.minQty)) return '商品已售罄';
  return null;
}

export interface PricedGoodsLine {
  unitPrice: number;
  /** The unit price before the discount (equals unitPrice without one). */
  listUnitPrice: number;
  /** What reduced the price, as the buyer reads it (折扣专区8.8折, 秒杀价), or ''. */
  priceNote: string;
  lineTotal: number;
  isQuote: boolean;
  problem: string | null;
}

export const qtyRuleOf = (g: Goods) => ({
  minQty: g.product.minQty,
  stepQty: g.product.stepQty,
  stock: g.sku.stock,
  unitName: g.product.unitName,
});

/** Prices a quantity of goods now (shared/pricing.ts): quote goods are 0 until quoted; problem says why the quantity is not allowed. */
export function priceLine(g: Goods, num: number): PricedGoodsLine {
  const isQuote = isCustomGoods(g.product.goodsTypeId);
  const problem = qtyProblem(num, qtyRuleOf(g));
  if (isQuote) return { unitPrice: 0, listUnitPrice: 0, priceNote: '', lineTotal: 0, isQuote, problem };
  const p = unitPrice({ skuPrice: g.sku.price, basePrice: g.product.price, tiers: g.tiers, num, discount: g.discount });
  return {
    unitPrice: p.unit,
    listUnitPrice: p.before,
    priceNote: p.discount ? discountName(p.discount) : '',
    lineTotal: p.unit * num,
    isQuote,
    problem,
  };
}

export function specsOf(g: Goods): Record<string, string> {
  return g.sku.attrs ?? {};
}

export const lineImage = (g: Goods) => g.sku.image || g.product.image;

export async function productById(db: DB, id: number) {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  return p ?? null;
}
