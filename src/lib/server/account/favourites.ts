// "My favourites" (/favorites): the caller's favourite products, newest first, and batch removal.
// Adding and single toggling (/api/collect/add, /api/collect/del) belong to the storefront.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { favourites, products } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { card, cardColumns } from './goods-card.ts';
import { runningDiscounts } from '../catalogue/cards.ts';

export async function listFavourites(db: DB, me: SessionUser, q: { page: number; limit: number }) {
  const where = eq(favourites.userId, me.id);
  const [rows, [total]] = await Promise.all([
    db.select({ ...cardColumns, collectedAt: favourites.createdAt }).from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId)).where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(favourites).innerJoin(products, eq(products.id, favourites.productId)).where(where),
  ]);
  const discounts = await runningDiscounts(db);
  return { list: rows.map((r) => ({ ...card(r, discounts), isCollect: 1 })), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/** Removes the given products from the caller's favourites; others' rows are never touched. */
export async function removeFavourites(db: DB, me: SessionUser, productIds: number[]) {
  const gone = await db.delete(favourites).where(and(eq(favourites.userId, me.id), inArray(favourites.productId, productIds))).returning({ id: favourites.productId });
  return { removed: gone.map((g) => g.id) };
}
