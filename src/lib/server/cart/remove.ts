// Removing several cart lines at once; ids of other users are ignored.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { anyOf, preparedInTx } from '~/lib/server/db/prepared.ts';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { cartItems } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { listCart } from './list.ts';

export async function removeCartLines(db: DB, me: SessionUser, ids: number[]) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, me.id), inArray(cartItems.id, ids)));
  return listCart(db, me);
}

/** Inside the order transaction: the settled lines leave the cart; how many were still there (a repeat finds fewer). */
export async function takeOutOfCart(tx: Tx, userId: number, ids: number[]): Promise<number> {
  const gone = await preparedInTx(tx, 'cart_lines_settled', (tx) =>
    tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, sql.placeholder('userId')), anyOf(cartItems.id, sql.placeholder('ids'))))
      .returning({ id: cartItems.id })
      .prepare('cart_lines_settled'),
  ).execute({ userId, ids: [...new Set(ids)] });
  return gone.length;
}
