// Selecting lines for checkout: some ids, or all of the cart at once. Stored, so the choice survives a reload.
import { and, eq, inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { cartItems } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { listCart } from './list.ts';

export async function selectCartLines(db: DB, me: SessionUser, input: { ids?: number[]; all?: boolean; selected: boolean }) {
  const mine = and(eq(cartItems.userId, me.id), eq(cartItems.kind, 'cart'));
  const where = input.all ? mine : and(mine, inArray(cartItems.id, input.ids?.length ? input.ids : [0]));
  await db.update(cartItems).set({ selected: input.selected }).where(where);
  return listCart(db, me);
}
