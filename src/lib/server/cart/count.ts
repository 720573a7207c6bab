// The cart badge: how many lines (not pieces) the user's cart holds. "Buy now" lines are not in the cart.
import { and, count, eq } from 'drizzle-orm';
import type { DB, Tx } from '../db/client.ts';
import { cartItems } from '../db/schema/index.ts';

export async function cartCount(db: DB | Tx, userId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.kind, 'cart')));
  return r?.n ?? 0;
}
