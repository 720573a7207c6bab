// Removing several cart lines at once; ids of other users are ignored.
import { and, eq, inArray } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { cartItems } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { listCart } from './list.ts';

export async function removeCartLines(db: DB, me: SessionUser, ids: number[]) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, me.id), inArray(cartItems.id, ids)));
  return listCart(db, me);
}
