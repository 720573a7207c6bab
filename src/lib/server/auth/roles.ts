// Operator-granted roles (users.roles), e.g. 'editor' for the help-centre editor. Used by the ops command line.
import { eq } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { accountsChanged, endUserSessions } from './sessions.ts';

export const ROLES = ['editor'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Adds (or with remove, takes away) a role; returns the account's roles afterwards. */
export async function grantRole(db: DB, phone: string, role: Role, remove = false): Promise<string[]> {
  const [u] = await db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.phone, phone));
  if (!u) throw new Error(`No account with phone ${phone}`);
  const roles = remove ? u.roles.filter((r) => r !== role) : [...new Set([...u.roles, role])];
  await db.update(users).set({ roles }).where(eq(users.id, u.id));
  // A removed role ends open editing sessions; an added one reaches the account's sessions at once.
  if (remove) await endUserSessions(db, u.id);
  else await accountsChanged(db);
  return roles;
}

export async function listRoleHolders(db: DB): Promise<{ phone: string; nickname: string; roles: string[] }[]> {
  const rows = await db.select({ phone: users.phone, nickname: users.nickname, roles: users.roles }).from(users);
  return rows.filter((r) => r.roles.length > 0);
}
