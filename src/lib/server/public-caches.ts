// Change notices: THE one hook between code that changes data and the caches that copy it.
//
//   onChange(topics, clear)      a cache registers what it must forget, for which topics (below, in one list)
//   notifyChange(db, ...topics)  whoever changed data says so, AFTER its transaction committed
//
// (This is the in-process part of the hook; the several-servers work makes notifyChange reach every server through
// PostgreSQL LISTEN/NOTIFY with the same calls.) Never clear a cache beside this hook.
import type { DB } from './db/client.ts';
import { log } from './log.ts';
import { clearCatalogueCache } from './catalogue/cache.ts';
import { clearPageCache } from './page-cache.ts';
import { forgetSessions } from './auth/session-cache.ts';

export const TOPICS = {
  /** Products, SKUs, prices, stock, sales, categories, scenes, banners, hot words. */
  catalogue: 'catalogue',
  /** Site configuration: header, footer, navigation, page configuration. */
  site: 'site',
  /** Help-centre and agreement pages. */
  help: 'help',
  /** Who a session is: sign-outs, ended sessions, users' status, identity, roles, company and their company's review. */
  accounts: 'accounts',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];
export const ALL_TOPICS = Object.values(TOPICS) as Topic[];

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

/** Tells the caches that data of these topics changed. Call it with the database handle once the change has committed. */
export async function notifyChange(_db: DB, ...topics: Topic[]): Promise<void> {
  applyChange(topics);
}

/** Every topic at once (operator commands, which may change anything). */
export function clearPublicCaches(): void {
  applyChange(ALL_TOPICS);
}

// ---- The caches, and what each depends on ----
onChange([TOPICS.catalogue, TOPICS.site], clearCatalogueCache);
onChange(ALL_TOPICS.filter((t) => t !== TOPICS.accounts), clearPageCache);
onChange(TOPICS.accounts, forgetSessions);
