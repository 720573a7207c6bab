// `npm run db:reset`: wipes the database (PGlite directory, or the PostgreSQL schema of DATABASE_URL)
// and seeds the demo data again. Runs the server's own TypeScript modules directly (Node 22 type stripping).
import './src-alias.mjs'; // first: src/ modules import through `~/`
import fs from 'node:fs';
import path from 'node:path';

const { config } = await import('../src/lib/server/config.ts');
const { openDatabase } = await import('../src/lib/server/db/client.ts');
const { acquireLock } = await import('../src/lib/server/db/data-dir-lock.ts');
const { seedAll } = await import('../src/lib/server/seed/index.ts');

if (config.databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  console.log(`Dropping every table in ${new URL(config.databaseUrl).pathname.slice(1)} …`);
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
  await client.end();
} else {
  // Refuses (clear message) while a server holds the directory; released before reopening below.
  const release = acquireLock(config.dataDir);
  console.log(`Removing the embedded database in ${config.dataDir} …`);
  fs.rmSync(path.join(config.dataDir, 'pgdata'), { recursive: true, force: true });
  fs.rmSync(path.join(config.dataDir, 'media', 'seed'), { recursive: true, force: true });
  release();
}
const d = await openDatabase();
await seedAll(d.db);
await d.close();
console.log('Database reset: migrated and seeded with the demo data.');
