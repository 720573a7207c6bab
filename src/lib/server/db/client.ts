// The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Same schema, same migrations.
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { config } from '~/lib/server/config.ts';
import { LOCKS, withDatabaseLock } from './lock.ts';
import { acquireLock } from './data-dir-lock.ts';
import { recordDriver } from './driver.ts';
import { log } from '~/lib/server/log.ts';
import { queryCountLogger } from './query-count.ts';

export type DB = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

export interface Database {
  db: DB;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(opts: { url?: string; dataDir?: string } = {}): Promise<Database> {
  const url = opts.url ?? config.databaseUrl;
  if (url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX || 10) });
    // An idle connection the server ends (a restart, idle_session_timeout, an operator's pg_terminate_backend)
    // is an 'error' on the pool; unheard, it is an uncaught exception that stops the store. The pool drops
    // that connection and opens a new one on the next query.
    pool.on('error', (e: Error & { code?: string }) =>
      log.warn('database: an idle connection was closed by the server; the pool will reconnect', { code: e.code, error: e.message }),
    );
    const db = drizzle(pool, { schema, logger: queryCountLogger }) as unknown as DB;
    recordDriver(db, { driver: 'postgres', pool, url });
    try {
      // Servers starting together (or a release step beside running servers) take turns: the first applies what is
      // missing, the others then find nothing to do. Without the lock two of them raced on CREATE TABLE and one exited.
      await withDatabaseLock(db, LOCKS.setup, () => migrate(db as never, { migrationsFolder: config.migrationsDir }));
    } catch (e) {
      await pool.end().catch(() => {});
      throw e;
    }
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  const dir = opts.dataDir ?? config.dataDir;
  const release = acquireLock(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { withStatementCache } = await import('./pglite-statements.ts');
    const client = await PGlite.create(path.join(dir, 'pgdata'));
    // Statements kept prepared, as PostgreSQL's pool keeps drizzle's (pglite-statements.ts).
    const db = drizzle(withStatementCache(client), { schema, logger: queryCountLogger }) as unknown as DB;
    recordDriver(db, { driver: 'pglite' });
    await migrate(db as never, { migrationsFolder: config.migrationsDir });
    return {
      db,
      driver: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
