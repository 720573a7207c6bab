// Favourites (收藏), the one module that writes them: add and remove one product from the storefront's toggle
// (/api/collect/add, /api/collect/del, idempotent), and "my favourites" (/favorites): the list, newest first, and batch removal.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { favourites, products } from '~/lib/server/db/schema/index.ts';
import { notFound } from '~/lib/server/http.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { card, cardColumns } from './goods-card.ts';
import { runningDiscounts } from '~/lib/server/catalogue/cards.ts';

export async function addFavourite(db: DB, me: SessionUser, productId: number): Promise<{ isCollect: 1 }> {
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isShow, true)));
  if (!p) throw notFound('商品不存在或已下架');
  await db.insert(favourites).values({ userId: me.id, productId }).onConflictDoNothing();
  return { isCollect: 1 };
}

export async function removeFavourite(db: DB, me: SessionUser, productId: number): Promise<{ isCollect: 0 }> {
  await db.delete(favourites).where(and(eq(favourites.userId, me.id), eq(favourites.productId, productId)));
  return { isCollect: 0 };
}

export async function listFavourites(db: DB, me: SessionUser, q: { page: number; limit: number }) {
  const where = eq(favourites.userId, me.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, collectedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(favourites).innerJoin(products, eq(products.id, favourites.productId)).where(where),
  ]);
  const discounts = await runningDiscounts(db);
  return { list: rows.map((r) => ({ ...card(r, discounts), isCollect: 1 })), total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/** Removes the given products from the caller's favourites; others' rows are never touched. */
export async function removeFavourites(db: DB, me: SessionUser, productIds: number[]) {
  const gone = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, me.id), inArray(favourites.productId, productIds)))
    .returning({ id: favourites.productId });
  return { removed: gone.map((g) => g.id) };
}
