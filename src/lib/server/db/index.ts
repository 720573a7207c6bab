// The process-wide database, opened once (migrated, seeded on first start) and closed on SIGTERM/SIGINT.
import { openDatabase, type Database, type DB } from './client.ts';
import { config } from '~/lib/server/config.ts';
import { log } from '~/lib/server/log.ts';
import { isSeeded } from '~/lib/server/seed/state.ts';
import { LOCKS, withDatabaseLock } from './lock.ts';

let opening: Promise<Database> | null = null;
let current: Database | null = null;

export function database(): Promise<Database> {
  if (!opening) {
    opening = (async () => {
      const started = Date.now();
      const d = await openDatabase();
      current = d;
      installShutdown();
      if (config.seed && !(await isSeeded(d.db))) {
        // Servers starting together on an empty PostgreSQL database: one seeds, the others wait and find it done.
        const { seedIfEmpty } = await import('~/lib/server/seed/index.ts');
        await withDatabaseLock(d.db, LOCKS.setup, () => seedIfEmpty(d.db));
      }
      log.info(`database ready (${d.driver}) in ${Date.now() - started} ms`);
      return d;
    })();
    opening.catch((e) => {
      log.error('database failed to open: ' + (e instanceof Error ? e.message : String(e)));
      // Nothing can be served without the database: stop with a clear message instead of answering 500s.
      process.exit(1);
    });
  }
  return opening;
}

export async function getDb(): Promise<DB> {
  return (await database()).db;
}

export async function closeDatabase(): Promise<void> {
  const d = current;
  current = null;
  if (d) await d.close();
}

let installed = false;
function installShutdown() {
  if (installed) return;
  installed = true;
  const stop = (signal: string) => {
    log.info(`${signal}: closing the database`);
    const force = setTimeout(() => process.exit(1), 4000);
    force.unref();
    closeDatabase()
      .catch((e) => log.error('closing the database failed: ' + String(e)))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
