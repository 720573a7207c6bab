// Who a token belongs to, remembered for up to a minute so a signed-in request needs no session query.
//
// Safe because it is forgotten at once whenever it could be wrong: every change to a session or to what a SessionUser
// holds (sign-out, ended sessions, a user's status, identity, roles, company or parent, a company's review status)
// announces the `accounts` topic through the change hook (public-caches.ts notifyChange), which clears this cache in
// this process at once and on every other server within milliseconds (PostgreSQL LISTEN/NOTIFY). A read that started
// before a clear is not stored (generation check). It is used only while every change can reach this process
// (trustSessionCache: with PGlite always; on PostgreSQL while the change listener is connected, so a lost connection
// never leaves a disabled account working). Entries are keyed by the token's hash and hold only that token's user,
// so one user's request can never be answered with another's. The minute bounds the idle-time bookkeeping: the
// re-read after it is when the session's last-seen time is written (resolveSession).
import type { SessionUser } from './sessions.ts';

export interface CachedSession {
  user: SessionUser;
  lastSeenAt: number;
  expiresAt: number;
  /** When it was read from the database. */
  readAt: number;
}

/** How long a session read is trusted without a change notice. */
export const SESSION_CACHE_MS = 60_000;
const MAX_ENTRIES = 20_000;

const entries = new Map<string, CachedSession>();
let generation = 0;
let trusted = false;

/** On while this process hears every change (public-caches.ts startChangeListener); off forgets everything. */
export function trustSessionCache(on: boolean): void {
  if (!on) forgetSessions();
  trusted = on;
}

/** The remembered session for a token hash, while fresh. */
export function cachedSession(tokenHash: string, now = Date.now()): CachedSession | null {
  if (!trusted) return null;
  const e = entries.get(tokenHash);
  if (!e) return null;
  if (now - e.readAt < SESSION_CACHE_MS) return e;
  entries.delete(tokenHash);
  return null;
}

/** Read before a database read; pass it to rememberSession so a read older than the last clear is not kept. */
export const sessionGeneration = () => generation;

export function rememberSession(tokenHash: string, session: CachedSession, readGeneration: number): void {
  if (!trusted || readGeneration !== generation) return;
  if (entries.size >= MAX_ENTRIES && !entries.has(tokenHash)) entries.delete(entries.keys().next().value!);
  entries.set(tokenHash, Object.freeze({ ...session, user: Object.freeze({ ...session.user }) }));
}

/** Forgets every remembered session (the change hook's `accounts` topic). */
export function forgetSessions(): void {
  entries.clear();
  generation++;
}
