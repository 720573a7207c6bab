// The discount zone (/indexpage/discount): goods at a percentage of their price, the original shown struck through.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DB, Tx } from '../db/client.ts';
import { discountGoods, favourites, products } from '../db/schema/index.ts';

const running = (now: Date) => and(
  eq(discountGoods.isShow, true),
  or(isNull(discountGoods.startAt), lte(discountGoods.startAt, now)),
  or(isNull(discountGoods.endAt), gt(discountGoods.endAt, now)),
);

export const discounted = (price: number, rate: number) => Math.round((price * rate) / 100);

export async function listDiscounts(db: DB, userId: number | null, page: number, limit: number, now = new Date()) {
  const where = and(running(now), eq(products.isShow, true));
  const [{ total }] = (await db.select({ total: count() }).from(discountGoods).innerJoin(products, eq(products.id, discountGoods.productId)).where(where)) as [{ total: number }];
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
    const f = await db.select({ productId: favourites.productId }).from(favourites)
      .where(and(eq(favourites.userId, userId), inArray(favourites.productId, rows.map((r) => r.p.id))));
    for (const x of f) liked.add(x.productId);
  }
  const list = rows.map(({ d, p }) => ({
    id: p.id, storeName: p.storeName, image: p.image, price: discounted(p.price, d.rate), otPrice: p.price,
    rate: d.rate, label: d.label || `${(d.rate / 10).toFixed(d.rate % 10 ? 1 : 0)}折`, sales: p.sales,
    isCollect: liked.has(p.id) ? 1 : 0, qiliGoodsTypeId: p.goodsTypeId, endAt: d.endAt?.toISOString() ?? null,
  }));
  return { list, total, page, limit };
}

/** For settlement: the discount rate (percent) running for a product now, or null. Apply with discounted(). */
export async function discountRateFor(db: DB | Tx, productId: number, now = new Date()): Promise<number | null> {
  const [d] = await db.select({ rate: discountGoods.rate }).from(discountGoods).where(and(eq(discountGoods.productId, productId), running(now)));
  return d ? d.rate : null;
}
