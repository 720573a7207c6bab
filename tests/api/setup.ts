// One built server for the whole API suite: PGlite by default, PostgreSQL when API_DB=postgres.
import type { TestProject } from 'vitest/node';
import { startServer } from '../helpers/server.ts';
import { createTempDatabase } from '../helpers/pg.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    dbDriver: string;
  }
}

export const OVERLAPPING_QUERIES = 'Calling client.query() when the client is already executing a query';

export default async function setup(project: TestProject) {
  const usePg = process.env.API_DB === 'postgres';
  let pgDb: Awaited<ReturnType<typeof createTempDatabase>> | null = null;
  // Every answer is checked against its call contract (src/lib/shared/contracts): a mismatch is a 500 naming the field.
  const env: Record<string, string> = { CONTRACT_CHECK: '1' };
  if (usePg) {
    if (!process.env.TEST_DATABASE_URL) throw new Error('API_DB=postgres needs TEST_DATABASE_URL');
    pgDb = await createTempDatabase(process.env.TEST_DATABASE_URL);
    env.DATABASE_URL = pgDb.url;
  }
  const server = await startServer({ env });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('dbDriver', usePg ? 'postgres' : 'pglite');
  return async () => {
    await server.stop();
    await pgDb?.drop();
    // pg 8 warns, and pg 9 will throw, when a query is sent on a connection still running another one (Promise.all
    // inside a transaction): the whole PostgreSQL run fails on that warning.
    if (server.output().includes(OVERLAPPING_QUERIES)) {
      throw new Error(
        `The server ran overlapping queries on one PostgreSQL connection (pg: "${OVERLAPPING_QUERIES}…"); run them one after another:\n${server
          .output()
          .split('\n')
          .filter((l) => l.includes('DeprecationWarning'))
          .join('\n')}`,
      );
    }
  };
}
