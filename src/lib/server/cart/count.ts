// The cart badge: how many lines (not pieces) the user's cart holds. "Buy now" lines are not in the cart.
import { and, count, eq, sql, type Placeholder } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { cartItems } from '~/lib/server/db/schema/index.ts';
import { prepared, preparedInTx } from '~/lib/server/db/prepared.ts';

/** The user's cart lines (the condition): what the badge counts and the cart page lists. */
export const inCart = (userId: number | Placeholder) => and(eq(cartItems.userId, userId), eq(cartItems.kind, 'cart'));

/** The count as a query of its own when awaited, or as a column of a larger select (the page furniture's). */
export function cartCountOf(db: DB | Tx, userId: number | Placeholder) {
  return db.$count(cartItems, inCart(userId));
}

/**
 * The user's cart lines in brief (the SKU, the quantity, whether the line is plain, i.e. not customised): their
 * number is the count. Adding to the cart reads these under the cart's lock, for the line to merge into and the count.
 */
export function cartLinesBrief(tx: Tx, userId: number) {
  return preparedInTx(tx, 'cart_lines_brief', (tx) =>
    tx
      .select({ id: cartItems.id, skuId: cartItems.skuId, num: cartItems.num, plain: sql<boolean>`${cartItems.custom} is null` })
      .from(cartItems)
      .where(inCart(sql.placeholder('userId')))
      .prepare('cart_lines_brief'),
  ).execute({ userId });
}

/** The count, in a transaction or not. */
export async function cartCount(db: DB | Tx, userId: number): Promise<number> {
  return cartCountOf(db, userId);
}

/** The badge's own call (GET /api/cart/count): the same count, as a statement prepared once. */
export async function cartBadgeCount(db: DB, userId: number): Promise<number> {
  const [row] = await prepared(db, 'cart_count', (db) =>
    db
      .select({ n: count() })
      .from(cartItems)
      .where(inCart(sql.placeholder('userId')))
      .prepare('cart_count'),
  ).execute({ userId });
  return row?.n ?? 0;
}
