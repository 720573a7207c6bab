// The one advisory-lock helper: every lock the store takes on PostgreSQL and PGlite goes through here, with
// one key scheme (the parts joined by ':', hashed by hashtextextended to 64 bits). Nothing else in src/ may
// call pg_advisory_* or hash a key (tests/unit/one-definition.test.ts checks).
import { sql, type SQL } from 'drizzle-orm';
import type { DB, Tx } from './client.ts';
import { driverInfo } from './driver.ts';
import { log } from '~/lib/server/log.ts';

export type LockPart = string | number;

/** The key's text: `lockText(['cart', 12])` → 'cart:12'. Callers name a scope first, then the ids. */
export const lockText = (parts: readonly LockPart[]) => parts.map(String).join(':');

/** The 64-bit lock id of a key, as SQL (for a session-level lock a job runner takes on a connection of its own). */
export const lockId = (...parts: LockPart[]): SQL => sql`hashtextextended(${lockText(parts)}, 0)`;

/**
 * Waits for the transaction-scoped lock on the key; it is released at commit or rollback. Serialises
 * check-then-write steps (a limit, a single default, one importer) across requests and processes.
 */
export async function lockXact(tx: Tx, ...parts: LockPart[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockId(...parts)})`);
}

/** Takes the transaction-scoped lock when it is free and answers true; false (without waiting) when another holds it. */
export async function tryLockXact(tx: Tx, ...parts: LockPart[]): Promise<boolean> {
  const r = (await tx.execute(sql`select pg_try_advisory_xact_lock(${lockId(...parts)}) as "got"`)) as unknown as {
    rows: { got: boolean }[];
  };
  return r.rows[0]?.got === true;
}

// ---- Locks across app servers (PostgreSQL advisory locks held by a session, i.e. beyond one transaction) ----
// With PGlite there is one process per data directory, so the database-wide lock is that process's own; timed jobs
// still skip a run that overlaps the previous one in the same process.

/** Names of the session-level locks, in one place (the key is hashed like every other: hashtextextended(name, 0)). */
export const LOCKS = {
  /** Migrations and the first seed: servers starting together wait for each other. */
  setup: lockText(['qili', 'setup']),
  /** A timed job (sweepers, certificate refresh): one server runs each round. */
  job: (name: string) => lockText(['qili', 'job', name]),
} as const;

interface Held {
  release(): Promise<void>;
}

async function sessionLock(db: DB, name: string, wait: boolean): Promise<Held | null> {
  const pool = driverInfo(db)?.pool;
  if (!pool) return { release: async () => {} };
  const c = await pool.connect();
  try {
    const r = await c.query<{ ok: boolean | null }>(
      wait
        ? 'select pg_advisory_lock(hashtextextended($1, 0)) is not null as ok'
        : 'select pg_try_advisory_lock(hashtextextended($1, 0)) as ok',
      [name],
    );
    if (!r.rows[0]?.ok) {
      c.release();
      return null;
    }
  } catch (e) {
    c.release(e instanceof Error ? e : true);
    throw e;
  }
  return {
    release: async () => {
      try {
        await c.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]);
        c.release();
      } catch (e) {
        // A broken connection has dropped its locks with it; the pool discards it.
        c.release(e instanceof Error ? e : true);
      }
    },
  };
}

/** Runs `fn` while holding the database-wide lock `name`, waiting for any other holder first (PostgreSQL). */
export async function withDatabaseLock<T>(db: DB, name: string, fn: () => Promise<T>): Promise<T> {
  const held = (await sessionLock(db, name, true))!;
  try {
    return await fn();
  } finally {
    await held.release();
  }
}

const running = new Set<string>();

export type JobRun<T> = { ran: true; value: T } | { ran: false; reason: 'overlap' | 'elsewhere' };

/**
 * One run of a timed job across every server: skipped when this process is still running the previous round
 * ('overlap') or another server holds the job's lock ('elsewhere'). Never waits.
 */
export async function runJobOnce<T>(db: DB, job: string, fn: () => Promise<T>): Promise<JobRun<T>> {
  if (running.has(job)) return { ran: false, reason: 'overlap' };
  running.add(job);
  try {
    const held = await sessionLock(db, LOCKS.job(job), false);
    if (!held) {
      log.debug(`job ${job}: skipped, another server is running it`);
      return { ran: false, reason: 'elsewhere' };
    }
    try {
      return { ran: true, value: await fn() };
    } finally {
      await held.release();
    }
  } finally {
    running.delete(job);
  }
}
