// Item cards (SPEC §3 product card): the per-user favourite flag and the running discount laid over cached public data.
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { anyOf } from '~/lib/server/db/prepared.ts';
import { favourites, products } from '~/lib/server/db/schema/index.ts';
import type { Discount } from '~/lib/shared/pricing.ts';
import { fromPrice, shownDiscounts } from '~/lib/server/activities/discounts.ts';
import { cached } from './cache.ts';

/** The card's answer shape: its contract (src/lib/shared/contracts/store.ts). */
export type { ProductCard } from '~/lib/shared/contracts/store.ts';
import type { ProductCard } from '~/lib/shared/contracts/store.ts';

/** The columns a card needs, for `db.select(cardColumns)`. */
export const cardColumns = {
  id: products.id,
  code: products.code,
  storeName: products.storeName,
  storeInfo: products.storeInfo,
  image: products.image,
  price: products.price,
  otPrice: products.otPrice,
  unitName: products.unitName,
  sales: products.sales,
  qiliGoodsTypeId: products.goodsTypeId,
};

export type CardRow = Omit<ProductCard, 'isCollect' | 'discount'>;

/** The discounts running now, by product id, from a copy cached like the rest of the public catalogue. */
export async function runningDiscounts(db: DB, now = Date.now()): Promise<Map<number, Discount>> {
  const all = await cached('discounts', () => shownDiscounts(db));
  return new Map(
    all
      .filter((d) => (d.startAt === null || d.startAt <= now) && (d.endAt === null || d.endAt > now))
      .map((d) => [d.productId, d.discount]),
  );
}

/** A card's price with its discount: what one unit costs at the minimum order (shared/pricing.ts). */
export function pricedCard<T extends { id: number; price: number; otPrice: number }>(
  r: T,
  discounts: Map<number, Discount>,
): T & { discount: Discount | null } {
  const p = fromPrice(r.price, discounts.get(r.id) ?? null);
  return p.discount ? { ...r, price: p.unit, otPrice: p.before, discount: p.discount } : { ...r, discount: null };
}

/**
 * Sets isCollect (one query for all of them, none for visitors) and the running discount (cached) on copies of the cards.
 */
export async function withCollect<T extends CardRow>(
  db: DB,
  rows: T[],
  userId: number | null | undefined,
): Promise<(T & { isCollect: 0 | 1; discount: Discount | null })[]> {
  const [discounts, liked] = await Promise.all([
    runningDiscounts(db),
    likedAmong(
      db,
      userId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({ ...pricedCard(r, discounts), isCollect: liked.has(r.id) ? 1 : 0 }));
}

/** The user's favourites among these products (the condition on the favourites table; the ids as one parameter). */
const favouritesAmong = (userId: number | Placeholder, productIds: readonly number[] | Placeholder) =>
  and(eq(favourites.userId, userId), anyOf(favourites.productId, productIds));

/** Which of these products are among the user's favourites: one query, none for a visitor or no products. */
async function likedAmong(db: DB, userId: number | null | undefined, productIds: readonly number[]): Promise<Set<number>> {
  if (!userId || !productIds.length) return new Set();
  const found = await db.select({ productId: favourites.productId }).from(favourites).where(favouritesAmong(userId, productIds));
  return new Set(found.map((f) => f.productId));
}

/** The same as a column of a larger select (the page furniture's one query): the ids as an array; read with likedIds. */
export function likedColumn(userId: number | Placeholder, productIds: readonly number[] | Placeholder): SQL<unknown> {
  return sql`(select coalesce(array_agg(${favourites.productId}), '{}') from ${favourites} where ${favouritesAmong(userId, productIds)})`;
}

/** likedColumn's value as a set (both drivers give an array; the text form is read too). */
export function likedIds(value: unknown): Set<number> {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : [];
  return new Set(list.map(Number));
}
