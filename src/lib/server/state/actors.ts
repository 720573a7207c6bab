// Who a signed-in buyer is in the logs and to the state machines: their display name and their permissions.
import { eq } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { users } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { permissionsOf } from '~/lib/server/auth/permissions.ts';
import type { Actor } from './log.ts';

/** How a buyer is named in logs and order pages: the real name, else the nickname, else the phone number. */
export const nameOf = (u: { realName: string; nickname: string | null; phone: string }) => u.realName || u.nickname || u.phone;

export async function displayName(db: DB | Tx, userId: number): Promise<string> {
  const [u] = await db
    .select({ nickname: users.nickname, realName: users.realName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return u ? nameOf(u) : '';
}

/** A signed-in buyer as an actor: the name comes with the session (read with it, forgotten when it changes). */
export function userActor(me: SessionUser): Extract<Actor, { type: 'user' }> {
  return { type: 'user', userId: me.id, name: me.name, perms: permissionsOf(me) };
}
