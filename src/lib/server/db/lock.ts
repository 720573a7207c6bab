// Locks. The PGlite data-directory lock (one process per directory: a second one would keep its own in-memory copy
// and lose writes), and below it the locks shared by several app servers on one PostgreSQL database.
import fs from 'node:fs';
import path from 'node:path';
import type { DB } from './client.ts';
import { driverInfo } from './driver.ts';
import { log } from '../log.ts';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/pglite.lock for this process; a stale lock (dead pid) is taken over. */
export function acquireLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch { /* already gone */ }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(
          `The database directory ${dir} is in use by process ${pid}. ` +
            'Only one process may open an embedded (PGlite) database: stop the other one, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock left by a crash
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

// ---- Locks across app servers (PostgreSQL advisory locks held by a session, i.e. beyond one transaction) ----
// With PGlite there is one process per data directory, so the database-wide lock is that process's own; timed jobs
// still skip a run that overlaps the previous one in the same process.

/** Names of the session-level locks, in one place (the key is the 64-bit hashtextextended of the name). */
export const LOCKS = {
  /** Migrations and the first seed: servers starting together wait for each other. */
  setup: 'qili:setup',
  /** A timed job (sweepers, certificate refresh): one server runs each round. */
  job: (name: string) => `qili:job:${name}`,
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
      wait ? 'select pg_advisory_lock(hashtextextended($1, 0)) is not null as ok' : 'select pg_try_advisory_lock(hashtextextended($1, 0)) as ok',
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
