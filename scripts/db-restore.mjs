// `npm run db:restore -- FILE`: replaces the database's contents with a backup made by db:backup. Every table's row
// count and checksum is checked against the backup before the restore commits: any difference rolls it all back
// and the database stays as it was. Stop a PGlite server first.
import './src-alias.mjs'; // first: src/ modules import through `~/`
import fs from 'node:fs';
import zlib from 'node:zlib';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run db:restore -- FILE   (a file written by npm run db:backup)');
  process.exit(2);
}
const { openDatabase } = await import('../src/lib/server/db/client.ts');
const { restoreDatabase, RestoreMismatch } = await import('../src/lib/server/db/backup.ts');

const dump = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
const d = await openDatabase();
let code = 0;
try {
  const r = await restoreDatabase(d.db, dump);
  console.log(`Restored ${r.tables} tables (${r.rows} rows) from ${file} into ${d.driver}; every row count and checksum matches.`);
} catch (e) {
  if (!(e instanceof RestoreMismatch)) throw e;
  for (const m of e.mismatches)
    console.error(`Mismatch in ${m.table}: ${m.count} rows (${m.checksum}) vs backup ${m.expected.count} (${m.expected.checksum})`);
  console.error(`${e.message}.`);
  code = 1;
} finally {
  await d.close();
}
process.exit(code);
