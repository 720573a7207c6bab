// Change notices: THE one hook between code that changes data and the caches that copy it.
//
//   onChange(topics, clear)      a cache registers what it must forget, for which topics (below, in one list)
//   notifyChange(db, ...topics)  whoever changed data says so, AFTER its transaction committed
//
// notifyChange clears this process's caches of those topics at once and, on PostgreSQL, publishes the change with
// pg_notify on the channel `qili_changes`; every app server listens on that channel over a connection of its own
// (startChangeListener, reconnecting with back-off) and clears the same caches within milliseconds. So an operator
// command (`npm run ops`, its own process with DATABASE_URL), the catalogue import, an editor's change or a sweeper
// on one server is seen by every server. With PGlite there is one process, and the in-process path is all there is
// (operator commands reach it through the ops socket). A lost notice (a server that was disconnected) is covered:
// a listener that reconnects clears everything, and cached entries expire on their own anyway (catalogue 30 s, pages 5 s).
//
// Adding a cache: register its clear function here with the topics it depends on. Adding a change: call
// notifyChange with the topics it touches (add a topic to TOPICS if none fits). Never clear a cache beside this hook.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DB } from './db/client.ts';
import { driverInfo } from './db/driver.ts';
import { listen, type Listening } from './db/listen.ts';
import { log } from './log.ts';
import { clearCatalogueCache } from './catalogue/cache.ts';
import { clearPageCache } from './page-cache.ts';
import { clearMemberShells } from './storefront/member-shell.ts';
import { forgetSessions, trustSessionCache } from './auth/session-cache.ts';

export const TOPICS = {
  /** Products, SKUs, prices, stock, sales, categories, scenes, banners, hot words. */
  catalogue: 'catalogue',
  /** Site configuration: header, footer, navigation, page configuration. */
  site: 'site',
  /** Help-centre and agreement pages. */
  help: 'help',
  /** Who a session is: sign-outs, ended sessions, a user's status, identity, roles, company or parent, a company's review. */
  accounts: 'accounts',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];
export const ALL_TOPICS = Object.values(TOPICS) as Topic[];

export const CHANNEL = 'qili_changes';
/** This process's name on the channel: its own notices come back to it and are skipped (already applied). */
const ORIGIN = randomBytes(6).toString('hex');

const handlers = new Map<Topic, Set<() => void>>();

export function onChange(topics: Topic | readonly Topic[], clear: () => void): void {
  for (const t of typeof topics === 'string' ? [topics] : topics) {
    if (!handlers.has(t)) handlers.set(t, new Set());
    handlers.get(t)!.add(clear);
  }
}

/** Runs the clear functions registered for these topics in this process (each one once). */
export function applyChange(topics: readonly Topic[]): void {
  const run = new Set<() => void>();
  for (const t of topics) for (const fn of handlers.get(t) ?? []) run.add(fn);
  for (const fn of run) {
    try {
      fn();
    } catch (e) {
      log.error('cache clear failed: ' + (e instanceof Error ? e.message : String(e)));
    }
  }
}

/**
 * Tells every server that data of these topics changed: clears here at once, and on PostgreSQL publishes the notice
 * for the others. Call it with the database handle (not a transaction) once the change has committed.
 */
export async function notifyChange(db: DB, ...topics: Topic[]): Promise<void> {
  if (!topics.length) return;
  applyChange(topics);
  if (driverInfo(db)?.driver !== 'postgres') return;
  try {
    await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ o: ORIGIN, t: topics })})`);
  } catch (e) {
    // The change itself is committed; other servers fall back on their caches' expiry.
    log.warn('change notice not published: ' + (e instanceof Error ? e.message : String(e)), { topics });
  }
}

function parse(payload: string | undefined): { origin: string; topics: Topic[] } | null {
  try {
    const m = JSON.parse(payload ?? '') as { o?: unknown; t?: unknown };
    if (typeof m.o !== 'string' || !Array.isArray(m.t)) return null;
    return { origin: m.o, topics: m.t.filter((t): t is Topic => (ALL_TOPICS as string[]).includes(t)) };
  } catch {
    return null;
  }
}

let listening: Listening | null = null;

/**
 * Server processes: hear other processes' change notices. On PostgreSQL over a dedicated connection that reconnects;
 * with PGlite there is one process and nothing to hear. Caches that must never be stale, not even for their expiry
 * (the session cache), are trusted only while every change can reach this process: with PGlite always, on
 * PostgreSQL while the listener is connected (lost: forgotten and bypassed until it listens again).
 */
export function startChangeListener(db: DB): void {
  const info = driverInfo(db);
  if (info?.driver === 'pglite') return trustSessionCache(true);
  if (listening || info?.driver !== 'postgres' || !info.url) return;
  listening = listen(info.url, CHANNEL, {
    onMessage(payload) {
      const m = parse(payload);
      if (!m || m.origin === ORIGIN) return;
      log.debug('change notice', { topics: m.topics });
      applyChange(m.topics);
    },
    // Notices sent while the connection was down are lost: forget everything instead.
    onReconnect: () => {
      applyChange(ALL_TOPICS);
      trustSessionCache(true);
    },
    onLost: () => trustSessionCache(false),
  });
  void listening.ready.then(() => trustSessionCache(true));
}

export async function stopChangeListener(): Promise<void> {
  const l = listening;
  listening = null;
  trustSessionCache(false);
  await l?.close();
}

// ---- The caches, and what each depends on ----
// The catalogue cache also holds the site settings and hot words; the page cache holds whole public pages (visitors'
// only: nothing in it depends on who is signed in) and the member shells the signed-in catalogue pages (nothing of any
// one buyer: storefront/member-shell.ts); the session cache who each token is (auth/session-cache.ts).
onChange([TOPICS.catalogue, TOPICS.site], clearCatalogueCache);
onChange(
  ALL_TOPICS.filter((t) => t !== TOPICS.accounts),
  () => {
    clearPageCache();
    clearMemberShells();
  },
);
onChange(TOPICS.accounts, forgetSessions);
