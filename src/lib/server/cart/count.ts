// The cart badge: how many lines (not pieces) the user's cart holds. "Buy now" lines are not in the cart.
import { and, eq } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { cartItems } from '~/lib/server/db/schema/index.ts';

/** The count as a query of its own when awaited, or as a column of a larger select (the page furniture's). */
export function cartCountOf(db: DB | Tx, userId: number) {
  return db.$count(cartItems, and(eq(cartItems.userId, userId), eq(cartItems.kind, 'cart')));
}

export async function cartCount(db: DB | Tx, userId: number): Promise<number> {
  return cartCountOf(db, userId);
}
