// `npm run db:migrate`: applies the migrations in drizzle/ that the database lacks, then exits. The release step
// of a deployment with several app servers: run it once before starting servers of the new version. It takes the
// same PostgreSQL advisory lock as a starting server, so it is safe beside running or starting servers (they wait
// for it, then find nothing to do). With the embedded database (PGlite), stop the server first.
import './src-alias.mjs'; // first: src/ modules import through `~/`
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';

const { config } = await import('../src/lib/server/config.ts');
const { openDatabase } = await import('../src/lib/server/db/client.ts');

const journal = JSON.parse(fs.readFileSync(path.join(config.migrationsDir, 'meta', '_journal.json'), 'utf8'));
const started = Date.now();
const d = await openDatabase();
try {
  const r = await d.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const applied = (r.rows ?? r)[0].n;
  const last = journal.entries.at(-1)?.tag ?? '(none)';
  console.log(
    `Database migrated (${d.driver}): ${applied} of ${journal.entries.length} migrations recorded, latest ${last}, in ${Date.now() - started} ms.`,
  );
} finally {
  await d.close();
}
