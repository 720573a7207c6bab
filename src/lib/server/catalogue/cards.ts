// Item cards (SPEC §3 product card) and the per-user favourite flag laid over cached public data.
import { and, eq, inArray } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { favourites, products } from '../db/schema/index.ts';

/** The card's answer shape: its contract (src/lib/shared/contracts/store.ts). */
export type { ProductCard } from '../../shared/contracts/store.ts';
import type { ProductCard } from '../../shared/contracts/store.ts';

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

export type CardRow = Omit<ProductCard, 'isCollect'>;

/** Sets isCollect on copies of the cards: one query for all of them, none for visitors. */
export async function withCollect<T extends CardRow>(db: DB, rows: T[], userId: number | null | undefined): Promise<(T & { isCollect: 0 | 1 })[]> {
  let liked = new Set<number>();
  if (userId && rows.length) {
    const ids = [...new Set(rows.map((r) => r.id))];
    const found = await db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), inArray(favourites.productId, ids)));
    liked = new Set(found.map((f) => f.productId));
  }
  return rows.map((r) => ({ ...r, isCollect: liked.has(r.id) ? 1 : 0 }));
}
