// Bearer sessions: a 256-bit random token, stored only as its sha256, with idle and absolute expiry.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { endedSessions, sessions, users, companies } from '~/lib/server/db/schema/index.ts';
import type { SessionEndReason } from '~/lib/shared/messages.ts';
import { config } from '~/lib/server/config.ts';
import type { CompanyStatus } from '~/lib/shared/labels.ts';
import { cachedSession, rememberSession, sessionGeneration } from './session-cache.ts';
import { nameOf } from '~/lib/server/state/actors.ts';

export const TOKEN_COOKIE = 'qili_token';

/**
 * Who a request is. Remembered for up to a minute (session-cache.ts): whatever changes one of these fields, or ends
 * a session, calls accountsChanged() after its change.
 */
export interface SessionUser {
  id: number;
  companyId: number;
  parentId: number | null;
  phone: string;
  identity: string;
  companyStatus: CompanyStatus;
  sessionId: number;
  /** How the logs name this user (state/actors.ts nameOf): the real name, else the nickname, else the phone. */
  name: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The hash a presented token is looked up by, or null for none or one too long to be ours (never hashed). */
const presentedHash = (token: string | null | undefined): string | null => (token && token.length <= 100 ? hashToken(token) : null);

export async function createSession(db: DB, userId: number, userAgent = ''): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.session.absoluteMs);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent.slice(0, 200) });
  return { token, expiresAt };
}

/**
 * The user behind a token, or null when unknown, expired (idle or absolute) or the account is disabled. A session
 * read in the last minute is answered from memory (session-cache.ts: forgotten at once on any change to it).
 */
export async function resolveSession(db: DB, token: string | null | undefined): Promise<SessionUser | null> {
  const tokenHash = presentedHash(token);
  if (!tokenHash) return null;
  const now = Date.now();
  const hit = cachedSession(tokenHash, now);
  if (hit && hit.expiresAt > now && hit.lastSeenAt + config.session.idleMs > now) return hit.user;
  const readGeneration = sessionGeneration();
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      companyId: users.companyId,
      parentId: users.parentId,
      phone: users.phone,
      realName: users.realName,
      nickname: users.nickname,
      identity: users.identity,
      status: users.status,
      companyStatus: companies.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  if (r.status !== 1) {
    await endSessionsBecause(db, eq(sessions.id, r.sessionId), 'disabled');
    return null;
  }
  if (r.expiresAt.getTime() <= now || r.lastSeenAt.getTime() + config.session.idleMs <= now) {
    await db.delete(sessions).where(eq(sessions.id, r.sessionId));
    return null;
  }
  // Touch at most once a minute: idle expiry needs no finer grain, and it keeps reads cheap.
  let lastSeenAt = r.lastSeenAt.getTime();
  if (now - lastSeenAt > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, r.sessionId));
    lastSeenAt = now;
  }
  const user: SessionUser = {
    id: r.id,
    companyId: r.companyId,
    parentId: r.parentId,
    phone: r.phone,
    identity: r.identity,
    companyStatus: r.companyStatus,
    sessionId: r.sessionId,
    name: nameOf(r),
  };
  rememberSession(tokenHash, { user, lastSeenAt, expiresAt: r.expiresAt.getTime(), readAt: now }, readGeneration);
  return user;
}

/**
 * After sessions ended or an account changed: every server forgets the sessions it remembers (the change hook,
 * imported when needed: it imports the page cache, which imports this module).
 */
export async function accountsChanged(db: DB): Promise<void> {
  const { notifyChange, TOPICS } = await import('~/lib/server/public-caches.ts');
  await notifyChange(db, TOPICS.accounts);
}

export async function endSession(db: DB, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  await accountsChanged(db);
}

/** How long /login can still say why a session was ended. */
const ENDED_KEPT_MS = 30 * 24 * 3600_000;

/** Ends the sessions `where` picks, keeping why by their tokens' hashes; what is older than ENDED_KEPT_MS goes. */
async function endSessionsBecause(db: DB, where: SQL | undefined, reason: Exclude<SessionEndReason, 'expired'>): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
    if (gone.length)
      await tx
        .insert(endedSessions)
        .values(gone.map((g) => ({ tokenHash: g.tokenHash, reason })))
        .onConflictDoUpdate({ target: endedSessions.tokenHash, set: { reason, at: sql`now()` } });
    await tx.delete(endedSessions).where(lt(endedSessions.at, new Date(Date.now() - ENDED_KEPT_MS)));
  });
}

/**
 * Ends every session of a user, or every one but the current, because its password changed ('password') or the
 * account was disabled ('disabled'): whoever comes back with one is told so at /login.
 */
export async function endUserSessions(
  db: DB,
  userId: number,
  reason: Exclude<SessionEndReason, 'expired'>,
  exceptSessionId?: number,
): Promise<void> {
  await endSessionsBecause(
    db,
    exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId),
    reason,
  );
  await accountsChanged(db);
}

/** Why the session a token named ended, as far as the store knows: 'expired' for any it did not keep a reason for. */
export async function whySessionEnded(db: DB, token: string | null | undefined): Promise<SessionEndReason> {
  const tokenHash = presentedHash(token);
  if (!tokenHash) return 'expired';
  const [r] = await db.select({ reason: endedSessions.reason }).from(endedSessions).where(eq(endedSessions.tokenHash, tokenHash));
  return r?.reason ?? 'expired';
}
