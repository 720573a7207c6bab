// Staff accounts: sign-in (username or phone + password, the buyers' lockout rule), and what an admin changes:
// new accounts, names, roles, enabled/disabled, passwords. Sessions end when roles shrink, the account is
// disabled or its password changes.
import { asc, eq, or } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { staff } from '~/lib/server/db/schema/index.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '~/lib/server/http.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '~/lib/server/auth/password.ts';
import { lockedMessage, passwordAttempt } from '~/lib/server/auth/accounts.ts';
import { createStaffSession, endStaffSession, endStaffSessions, type StaffUser } from './sessions.ts';
import { writeAudit } from './audit.ts';
import { seenRecord, versionOf } from '~/lib/server/seen-version.ts';
import { isStaffRole, ROLE_NAMES, STAFF_USERNAME_RE, STAFF_USERNAME_RULE, type StaffRole } from '~/lib/shared/staff-roles.ts';

export type StaffRow = typeof staff.$inferSelect;
const BAD_LOGIN = '账号或密码错误';

/** What pages and answers show of an account (never the hash). */
export function staffView(s: StaffRow) {
  return {
    id: s.id,
    username: s.username,
    phone: s.phone ?? '',
    name: s.name,
    roles: s.roles,
    status: s.status,
    roleNames: s.roles.map((r) => ROLE_NAMES[r as StaffRole] ?? r),
    createdAt: s.createdAt.toISOString(),
  };
}
export type StaffView = ReturnType<typeof staffView>;

/** By login name or phone (a staff member signs in with either). */
export async function staffByLogin(db: DB, login: string): Promise<StaffRow | null> {
  const v = login.trim().toLowerCase();
  const [s] = await db
    .select()
    .from(staff)
    .where(or(eq(staff.username, v), eq(staff.phone, v)))
    .limit(1);
  return s ?? null;
}

export async function staffByRef(db: DB, ref: string): Promise<StaffRow> {
  const v = ref.trim();
  const s =
    /^#?\d{1,9}$/.test(v) && !/^1\d{10}$/.test(v)
      ? (
          await db
            .select()
            .from(staff)
            .where(eq(staff.id, Number(v.replace('#', ''))))
        )[0]
      : await staffByLogin(db, v);
  if (!s) throw notFound(`员工账号不存在：${ref}`);
  return s;
}

export async function loginStaff(db: DB, login: string, password: string, userAgent = '') {
  // The tries are counted per account, whichever of its names (login name or phone) is typed: keyed by the login,
  // an account with a phone had two counts, 10 guesses per lock window instead of 5.
  const row = await staffByLogin(db, login);
  const key = row ? `staff#${row.id}` : `staff:${login.trim().toLowerCase()}`.slice(0, 32);
  const s = await passwordAttempt(
    db,
    key,
    async () => {
      const ok = row ? await verifyPassword(row.passwordHash, password) : (await burnPasswordCheck(password), false);
      return row && ok ? row : null;
    },
    lockedMessage(''),
  );
  if (!s) throw new ApiError(400, BAD_LOGIN);
  if (s.status !== 1) throw forbidden('该员工账号已停用，请联系系统管理员');
  // The sign-in is a staff action of its own: recorded with the session it opens, or neither.
  const session = await db.transaction(async (t) => {
    const tx = t as unknown as DB;
    const made = await createStaffSession(tx, s.id, userAgent);
    await writeAudit(t, s, { ...signInOut(s, 'staff.login'), note: userAgent.slice(0, 300) });
    return made;
  });
  return { ...session, staff: staffView(s) };
}

/** Signs a staff member out: ends the session and records it, both or neither. */
export async function logoutStaff(db: DB, me: StaffUser) {
  await db.transaction(async (t) => {
    await endStaffSession(t as unknown as DB, me.sessionId);
    await writeAudit(t, me, signInOut(me, 'staff.logout'));
  });
}

/** The audit entry of a staff member's sign-in or sign-out (the record is the staff member). */
function signInOut(s: { id: number; name: string; username: string }, action: 'staff.login' | 'staff.logout') {
  return { action, targetType: 'staff', targetId: String(s.id), label: s.name, note: '', before: null, after: null };
}

export async function listStaff(db: DB) {
  return (await db.select().from(staff).orderBy(asc(staff.id))).map(staffView);
}

function cleanRoles(roles: readonly string[]): StaffRole[] {
  const bad = roles.find((r) => !isStaffRole(r));
  if (bad) throw badRequest(`未知角色：${bad}`);
  return [...new Set(roles as StaffRole[])];
}

export interface StaffInput {
  username: string;
  name: string;
  phone?: string | null;
  roles: string[];
  password: string;
}

export async function createStaff(db: DB, input: StaffInput): Promise<StaffRow> {
  const username = input.username.trim().toLowerCase();
  if (!STAFF_USERNAME_RE.test(username)) throw badRequest(STAFF_USERNAME_RULE);
  const phone = input.phone?.trim() || null;
  const clash = await db
    .select({ id: staff.id })
    .from(staff)
    .where(phone ? or(eq(staff.username, username), eq(staff.phone, phone)) : eq(staff.username, username));
  if (clash.length) throw conflict('登录名或手机号已被其他员工使用');
  const [row] = await db
    .insert(staff)
    .values({
      username,
      phone,
      name: input.name.trim(),
      roles: cleanRoles(input.roles),
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('登录名或手机号已被其他员工使用');
  return row;
}

export interface StaffPatch {
  name?: string;
  phone?: string | null;
  roles?: string[];
  status?: 0 | 1;
}

/** What an account's edit form edits (not the password): its version is taken of these. */
const staffFacts = (s: Pick<StaffView, 'name' | 'phone' | 'roles' | 'status'>) => ({
  name: s.name,
  phone: s.phone,
  roles: s.roles,
  status: s.status,
});
/** The version an account's edit page shows and its save sends back. */
export const staffVersion = (s: Pick<StaffView, 'name' | 'phone' | 'roles' | 'status'>) => versionOf(staffFacts(s));

/**
 * Changes an account; a role taken away or a disabled account ends its sessions. `me` may not lock themselves out.
 * Refused when the page saw another version of the account (`seen`, staffVersion), read with its row locked.
 */
export async function updateStaff(db: DB, id: number, patch: StaffPatch, me?: { id: number }, seen?: string): Promise<StaffRow> {
  const [found] = await db.select().from(staff).where(eq(staff.id, id)).for('update');
  const cur = seenRecord(found, '员工账号', seen, { facts: (r) => staffFacts(staffView(r)) });
  const roles = patch.roles ? cleanRoles(patch.roles) : undefined;
  if (me?.id === id && ((roles && !roles.includes('admin')) || patch.status === 0))
    throw badRequest('不能停用自己或取消自己的系统管理员角色');
  const phone = patch.phone === undefined ? undefined : patch.phone?.trim() || null;
  if (phone && phone !== cur.phone) {
    const [other] = await db.select({ id: staff.id }).from(staff).where(eq(staff.phone, phone));
    if (other) throw conflict('该手机号已被其他员工使用');
  }
  const [row] = await db
    .update(staff)
    .set({
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(roles ? { roles } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(staff.id, id))
    .returning();
  const lostRole = roles && cur.roles.some((r) => !roles.includes(r as StaffRole));
  if (lostRole || patch.status === 0) await endStaffSessions(db, id);
  return row!;
}

/** An account's roles with one added or taken away (the command line's staff:role, saved by updateStaff). */
export const withRole = (roles: readonly string[], role: StaffRole, remove = false): string[] =>
  remove ? roles.filter((r) => r !== role) : [...new Set([...roles, role])];

/** An admin sets a new password; every session of that account ends. */
export async function setStaffPassword(db: DB, id: number, password: string): Promise<StaffRow> {
  const [row] = await db
    .update(staff)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  if (!row) throw notFound('员工账号不存在');
  await endStaffSessions(db, id);
  return row;
}
