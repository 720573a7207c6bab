// Reads what the catalogue says now about the products and SKUs of cart or order lines, and prices a line.
import { and, eq, sql } from 'drizzle-orm';
import { anyOf, outer, prepared } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { products, skus, tierPrices } from '~/lib/server/db/schema/index.ts';
import { qtyProblem } from '~/lib/shared/quantity.ts';
import { isCustomGoods } from '~/lib/shared/goods-types.ts';
import { discountName, unitPrice, type Discount, type Tier } from '~/lib/shared/pricing.ts';
import { runningDiscount, runningDiscountOf } from '~/lib/server/activities/discounts.ts';

export interface Goods {
  product: typeof products.$inferSelect;
  sku: typeof skus.$inferSelect;
  tiers: Tier[];
  /** The discount-zone rate running for the product now, or null. */
  discount: Discount | null;
}

export const goodsKey = (productId: number, skuId: number) => `${productId}:${skuId}`;

/**
 * The catalogue's read behind loadGoods, prepared once per database (db/prepared.ts): each SKU with its product,
 * the product's tier prices and its running discount, in one statement; ids go as arrays.
 */
function goodsRead(db: DB) {
  return prepared(db, 'goods_read', (db) =>
    db
      .select({
        sku: skus,
        product: products,
        tiers: sql<
          Tier[]
        >`(select coalesce(json_agg(json_build_object('minQty', ${tierPrices.minQty}, 'price', ${tierPrices.price})), '[]'::json)
          from ${tierPrices} where ${tierPrices.productId} = ${outer(products.id)})`,
        discount: runningDiscountOf(products.id, sql.placeholder('now')),
      })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(anyOf(skus.id, sql.placeholder('skuIds')), anyOf(skus.productId, sql.placeholder('productIds'))))
      .prepare('goods_read'),
  );
}

export async function loadGoods(db: DB, pairs: { productId: number; skuId: number }[], now = new Date()): Promise<Map<string, Goods>> {
  const out = new Map<string, Goods>();
  if (!pairs.length) return out;
  const productIds = [...new Set(pairs.map((p) => p.productId))];
  const skuIds = [...new Set(pairs.map((p) => p.skuId))];
  // The time goes as the column sends it (a timestamptz, in UTC).
  const rows = await goodsRead(db).execute({ productIds, skuIds, now: now.toISOString() });
  for (const { sku, product, tiers, discount } of rows)
    out.set(goodsKey(product.id, sku.id), { product, sku, tiers, discount: runningDiscount(discount) });
  return out;
}

/** Said of goods staff took off sale (下架): the settlement's line, a seckill or group-buy refused. */
export const OFF_SALE = '商品已下架';

/** Why goods can no longer be bought at all (the line goes to the "no longer available" section), or null. */
export function unavailableReason(g: Goods | undefined): string | null {
  if (!g) return '商品规格已不存在';
  if (!g.product.isShow) return OFF_SALE;
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
