// Favourites (收藏): add and remove by product id, idempotent; footprints of logged-in detail views.
import { and, eq, sql } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { favourites, footprints, products } from '../db/schema/index.ts';
import { notFound } from '../http.ts';
import type { SessionUser } from '../auth/sessions.ts';

export async function addFavourite(db: DB, me: SessionUser, productId: number): Promise<{ isCollect: 1 }> {
  const [p] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.isShow, true)));
  if (!p) throw notFound('商品不存在或已下架');
  await db.insert(favourites).values({ userId: me.id, productId }).onConflictDoNothing();
  return { isCollect: 1 };
}

export async function removeFavourite(db: DB, me: SessionUser, productId: number): Promise<{ isCollect: 0 }> {
  await db.delete(favourites).where(and(eq(favourites.userId, me.id), eq(favourites.productId, productId)));
  return { isCollect: 0 };
}

/** Today in China, which is when the footprint page groups views. */
export function chinaDate(d = new Date()): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** One footprint per user, product and day; a repeat view moves it to the top. */
export async function recordFootprint(db: DB, userId: number, productId: number): Promise<void> {
  await db
    .insert(footprints)
    .values({ userId, productId, viewedOn: chinaDate() })
    .onConflictDoUpdate({ target: [footprints.userId, footprints.productId, footprints.viewedOn], set: { viewedAt: sql`now()` } });
}
