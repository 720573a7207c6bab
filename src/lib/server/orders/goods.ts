// Reads what the catalogue says now about the products and SKUs of cart or order lines, and prices a line.
import { and, eq, inArray } from 'drizzle-orm';
import type { DB, Tx } from '../db/client.ts';
import { products, skus, tierPrices } from '../db/schema/index.ts';
import { qtyProblem } from '../../shared/quantity.ts';
import { unitPrice, type Tier } from './totals.ts';
import { isCustomGoods } from '../../shared/goods-types.ts';

export interface Goods {
  product: typeof products.$inferSelect;
  sku: typeof skus.$inferSelect;
  tiers: Tier[];
}

export const goodsKey = (productId: number, skuId: number) => `${productId}:${skuId}`;

export async function loadGoods(db: DB | Tx, pairs: { productId: number; skuId: number }[]): Promise<Map<string, Goods>> {
  const out = new Map<string, Goods>();
  if (!pairs.length) return out;
  const productIds = [...new Set(pairs.map((p) => p.productId))];
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  const [ps, ss, ts] = await Promise.all([
    db.select().from(products).where(inArray(products.id, productIds)),
    db.select().from(skus).where(and(inArray(skus.id, skuIds), inArray(skus.productId, productIds))),
    db.select().from(tierPrices).where(inArray(tierPrices.productId, productIds)),
  ]);
  const pById = new Map(ps.map((p) => [p.id, p]));
  for (const s of ss) {
    const product = pById.get(s.productId);
    if (!product) continue;
    const tiers = ts.filter((t) => t.productId === product.id).map((t) => ({ minQty: t.minQty, price: t.price }));
    out.set(goodsKey(product.id, s.id), { product, sku: s, tiers });
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
  lineTotal: number;
  isQuote: boolean;
  problem: string | null;
}

/** Prices a quantity of goods now: quote goods are 0 until quoted; problem says why the quantity is not allowed. */
export function priceLine(g: Goods, num: number): PricedGoodsLine {
  const isQuote = isCustomGoods(g.product.goodsTypeId);
  const problem = qtyProblem(num, { minQty: g.product.minQty, stepQty: g.product.stepQty, stock: g.sku.stock, unitName: g.product.unitName });
  const unit = isQuote ? 0 : unitPrice(g.sku.price, g.product.price, g.tiers, num);
  return { unitPrice: unit, lineTotal: unit * num, isQuote, problem };
}

export function specsOf(g: Goods): Record<string, string> {
  return g.sku.attrs ?? {};
}

export const lineImage = (g: Goods) => g.sku.image || g.product.image;

export async function productById(db: DB, id: number) {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  return p ?? null;
}
