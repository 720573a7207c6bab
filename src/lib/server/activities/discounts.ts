// The discount zone (/indexpage/discount): goods at a percentage of their price, the pre-discount price struck through.
// Prices come from the one pricing function (shared/pricing.ts); this module says which discount runs for a product.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import { outer } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { discountGoods, favourites, products } from '~/lib/server/db/schema/index.ts';
import { rateLabel, unitPrice, type Discount } from '~/lib/shared/pricing.ts';

const running = (now: Date | Placeholder) =>
  and(
    eq(discountGoods.isShow, true),
    or(isNull(discountGoods.startAt), lte(discountGoods.startAt, now)),
    or(isNull(discountGoods.endAt), gt(discountGoods.endAt, now)),
  );

const discountOf = (d: { rate: number; label: string }): Discount => ({ rate: d.rate, label: d.label || rateLabel(d.rate) });

/**
 * A product's "from" price as a list shows it: its cheapest SKU at the minimum order, discount applied. Tier prices
 * start above the minimum order (the catalogue import refuses anything else), so none applies here.
 */
export const fromPrice = (basePrice: number, discount: Discount | null) =>
  unitPrice({ skuPrice: basePrice, basePrice, tiers: [], num: 1, discount });

export async function listDiscounts(db: DB, userId: number | null, page: number, limit: number, now = new Date()) {
  const where = and(running(now), eq(products.isShow, true));
  const [{ total }] = (await db
    .select({ total: count() })
    .from(discountGoods)
    .innerJoin(products, eq(products.id, discountGoods.productId))
    .where(where)) as [{ total: number }];
  const rows = await db
    .select({ d: discountGoods, p: products })
    .from(discountGoods)
    .innerJoin(products, eq(products.id, discountGoods.productId))
    .where(where)
    .orderBy(desc(discountGoods.sort), asc(discountGoods.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const liked = new Set<number>();
  if (userId && rows.length) {
    const f = await db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(
        and(
          eq(favourites.userId, userId),
          inArray(
            favourites.productId,
            rows.map((r) => r.p.id),
          ),
        ),
      );
    for (const x of f) liked.add(x.productId);
  }
  const list = rows.map(({ d, p }) => {
    const price = fromPrice(p.price, discountOf(d));
    return {
      id: p.id,
      storeName: p.storeName,
      image: p.image,
      price: price.unit,
      otPrice: price.before,
      rate: d.rate,
      label: price.discount?.label ?? discountOf(d).label,
      sales: p.sales,
      isCollect: liked.has(p.id) ? 1 : 0,
      qiliGoodsTypeId: p.goodsTypeId,
      endAt: d.endAt?.toISOString() ?? null,
    };
  });
  return { list, total, page, limit };
}

/**
 * The discount running now for the outer query's product, as JSON ({rate, label}) or null: a money path reads it in
 * the same statement as its goods (orders/goods.ts), never from a cache. At most one row: one discount per product.
 */
export function runningDiscountOf(productId: AnyColumn, now: Date | Placeholder) {
  return sql<{
    rate: number;
    label: string;
  } | null>`(select json_build_object('rate', ${discountGoods.rate}, 'label', ${discountGoods.label})
    from ${discountGoods} where ${discountGoods.productId} = ${outer(productId)} and ${running(now)})`;
}

/** A discount as read by runningDiscountOf, named as the buyer reads it. */
export const runningDiscount = (d: { rate: number; label: string } | null): Discount | null => (d ? discountOf(d) : null);

/** Every discount that is shown, with its window, for the cached storefront cards (filtered by time when read). */
export async function shownDiscounts(db: DB) {
  const rows = await db
    .select({
      productId: discountGoods.productId,
      rate: discountGoods.rate,
      label: discountGoods.label,
      startAt: discountGoods.startAt,
      endAt: discountGoods.endAt,
    })
    .from(discountGoods)
    .where(eq(discountGoods.isShow, true));
  return rows.map((r) => ({
    productId: r.productId,
    discount: discountOf(r),
    startAt: r.startAt?.getTime() ?? null,
    endAt: r.endAt?.getTime() ?? null,
  }));
}

/** For lists sorted by price: join a product's running discount (`leftJoin(discountGoods, runningDiscountOn(now))`)… */
export const runningDiscountOn = (now: Date | Placeholder) => and(eq(discountGoods.productId, products.id), running(now));
/** …and order by what a unit costs after it (the order of shared/pricing.ts's rounded prices). */
export const discountedPriceKey = sql`${products.price} * coalesce(${discountGoods.rate}, 100)`;
