// Staff sessions: a 256-bit random token in the staff cookie (HttpOnly, SameSite=Strict, only sent to /admin and
// /api/admin), stored as its sha256 in staff_sessions (never in the buyers' sessions table), plus a per-session
// CSRF token the back office's scripts send back on every change.
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { staff, staffSessions } from '~/lib/server/db/schema/index.ts';
import { config } from '~/lib/server/config.ts';
import { hashToken } from '~/lib/server/auth/sessions.ts';

export const STAFF_COOKIE = 'qili_staff';
/** The cookie is set once per path: the back-office pages and its API, nowhere else. */
export const STAFF_COOKIE_PATHS = ['/admin', '/api/admin'] as const;
export const CSRF_HEADER = 'x-csrf-token';

export interface StaffUser {
  id: number;
  username: string;
  name: string;
  roles: string[];
  sessionId: number;
  csrf: string;
}

export async function createStaffSession(db: DB, staffId: number, userAgent = '') {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + config.staffSession.absoluteMs);
  await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), csrf, expiresAt, userAgent: userAgent.slice(0, 200) });
  return { token, csrf, expiresAt };
}

/** The staff member behind a cookie token, or null when unknown, expired (idle or absolute) or the account is disabled. */
export async function resolveStaffSession(db: DB, token: string | null | undefined): Promise<StaffUser | null> {
  if (!token || token.length > 100) return null;
  const [r] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      csrf: staffSessions.csrf,
      id: staff.id,
      username: staff.username,
      name: staff.name,
      roles: staff.roles,
      status: staff.status,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!r) return null;
  const now = Date.now();
  if (r.expiresAt.getTime() <= now || r.lastSeenAt.getTime() + config.staffSession.idleMs <= now || r.status !== 1) {
    await db.delete(staffSessions).where(eq(staffSessions.id, r.sessionId));
    return null;
  }
  if (now - r.lastSeenAt.getTime() > 60_000)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.id, r.sessionId));
  return { id: r.id, username: r.username, name: r.name, roles: r.roles, sessionId: r.sessionId, csrf: r.csrf };
}

export async function endStaffSession(db: DB, sessionId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of a staff member (or every one but the current). */
export async function endStaffSessions(db: DB, staffId: number, exceptSessionId?: number) {
  await db
    .delete(staffSessions)
    .where(
      exceptSessionId ? and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, exceptSessionId)) : eq(staffSessions.staffId, staffId),
    );
}

function cookieLine(value: string, path: string, secure: boolean, expires: Date) {
  return `${STAFF_COOKIE}=${value}; Path=${path}; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Set-Cookie lines for both paths (one cookie name, two paths: Astro's cookie jar keeps one per name). */
export function staffCookieHeaders(token: string, expiresAt: Date, secure: boolean): string[] {
  return STAFF_COOKIE_PATHS.map((p) => cookieLine(token, p, secure, expiresAt));
}

export function clearStaffCookieHeaders(secure: boolean): string[] {
  return STAFF_COOKIE_PATHS.map((p) => cookieLine('', p, secure, new Date(0)));
}

/** The staff token from a Cookie header (the request's own cookie, never a bearer header). */
export function staffTokenOf(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === STAFF_COOKIE) return part.slice(i + 1).trim() || null;
  }
  return null;
}
