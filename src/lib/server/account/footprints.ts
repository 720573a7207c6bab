// Footprints (足迹), the one module that writes them: the product page records a view (one row per product and day),
// and "my footprints" (/footprint) lists them grouped by day and deletes them.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { footprints, products } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { card, cardColumns } from './goods-card.ts';
import { chinaDay } from '~/lib/shared/time.ts';

/** One footprint per user, product and day; a repeat view moves it to the top. */
export async function recordFootprint(db: DB, userId: number, productId: number): Promise<void> {
  await db
    .insert(footprints)
    .values({ userId, productId, viewedOn: chinaDay() })
    .onConflictDoUpdate({ target: [footprints.userId, footprints.productId, footprints.viewedOn], set: { viewedAt: sql`now()` } });
}
import { runningDiscounts } from '~/lib/server/catalogue/cards.ts';

export async function listFootprints(db: DB, me: SessionUser, q: { page: number; limit: number }) {
  const where = eq(footprints.userId, me.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, footId: footprints.id, day: footprints.viewedOn, viewedAt: footprints.viewedAt })
      .from(footprints)
      .innerJoin(products, eq(products.id, footprints.productId))
      .where(where)
      .orderBy(desc(footprints.viewedAt), desc(footprints.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(footprints).innerJoin(products, eq(products.id, footprints.productId)).where(where),
  ]);
  // Rows are newest first, so each day's rows are contiguous; a day cut by a page edge continues on the next page.
  const discounts = await runningDiscounts(db);
  const days: { day: string; list: ReturnType<typeof card<(typeof rows)[number]>>[] }[] = [];
  for (const r of rows) {
    const last = days[days.length - 1];
    if (last && last.day === r.day) last.list.push(card(r, discounts));
    else days.push({ day: r.day, list: [card(r, discounts)] });
  }
  return { days, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

export async function deleteFootprints(db: DB, me: SessionUser, what: { ids?: number[]; day?: string; all?: true }) {
  const mine = eq(footprints.userId, me.id);
  const where = what.ids ? and(mine, inArray(footprints.id, what.ids)) : what.day ? and(mine, eq(footprints.viewedOn, what.day)) : mine;
  const gone = await db.delete(footprints).where(where).returning({ id: footprints.id });
  return { removed: gone.length };
}
