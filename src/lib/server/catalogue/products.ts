// The product list: category, keyword and goods-type filters, allowlisted sorts, bounded pages.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { pageTotal, totalColumn } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { discountGoods, products } from '~/lib/server/db/schema/index.ts';
import { discountedPriceKey, runningDiscountOn } from '~/lib/server/activities/discounts.ts';
import type { ProductQuery, Sort } from '~/lib/shared/catalogue.ts';
import { cached } from './cache.ts';
import { cardColumns, withCollect, type CardRow, type ProductCard } from './cards.ts';

export type { ProductPage } from '~/lib/shared/contracts/store.ts';
import type { ProductPage } from '~/lib/shared/contracts/store.ts';

const ORDER: Record<Sort, SQL[]> = {
  default: [desc(products.sort), desc(products.sales), asc(products.id)],
  sales: [desc(products.sales), asc(products.id)],
  // By the price a card shows: after a running discount (joined in loadPage).
  price_asc: [asc(discountedPriceKey), asc(products.id)],
  price_desc: [desc(discountedPriceKey), asc(products.id)],
  new: [desc(products.createdAt), desc(products.id)],
};

/** LIKE metacharacters in a keyword match themselves. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

function where(q: ProductQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(products.isShow, true)];
  if (q.type1) parts.push(eq(products.cate1Id, q.type1));
  if (q.type2) parts.push(eq(products.cate2Id, q.type2));
  if (q.type3) parts.push(eq(products.cate3Id, q.type3));
  if (q.goodsType) parts.push(eq(products.goodsTypeId, q.goodsType));
  if (q.keyword) {
    const p = likePattern(q.keyword);
    parts.push(or(ilike(products.storeName, p), ilike(products.code, p), ilike(products.keywords, p)));
  }
  return and(...parts);
}

async function loadPage(db: DB, q: ProductQuery): Promise<{ list: CardRow[]; total: number }> {
  const w = where(q);
  // The page and its total in one statement (db/prepared.ts totalColumn).
  const rows = await db
    .select({ ...cardColumns, total: totalColumn() })
    .from(products)
    .leftJoin(discountGoods, runningDiscountOn(new Date()))
    .where(w)
    .orderBy(...ORDER[q.sort])
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const total = await pageTotal(rows, q.page, async () => (await db.select({ n: count() }).from(products).where(w))[0]?.n ?? 0);
  return { list: rows.map(({ total: _, ...card }) => card), total };
}

export async function listProducts(db: DB, q: ProductQuery, userId?: number | null): Promise<ProductPage> {
  const key = 'products:' + JSON.stringify([q.type1, q.type2, q.type3, q.keyword, q.goodsType, q.sort, q.page, q.limit]);
  const { list, total } = await cached(key, () => loadPage(db, q));
  return { list: await withCollect(db, list, userId), total, page: q.page, limit: q.limit };
}

/** The purchase-by-number lookup: a shown product by its code (case-insensitive). */
export async function productByCode(db: DB, code: string): Promise<{ id: number; storeName: string; code: string } | null> {
  const [p] = await db
    .select({ id: products.id, storeName: products.storeName, code: products.code })
    .from(products)
    .where(and(eq(products.code, code.trim().toUpperCase()), eq(products.isShow, true)))
    .limit(1);
  return p ?? null;
}
