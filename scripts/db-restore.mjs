// `npm run db:restore -- FILE`: replaces the database's contents with a backup made by db:backup,
// then checks every table's row count and checksum against the backup. Stop a PGlite server first.
import fs from 'node:fs';
import zlib from 'node:zlib';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run db:restore -- FILE   (a file written by npm run db:backup)');
  process.exit(2);
}
const { openDatabase } = await import('../src/lib/server/db/client.ts');
const { restoreDatabase, tableChecksum } = await import('../src/lib/server/db/backup.ts');

const dump = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
const d = await openDatabase();
let bad = 0;
try {
  await restoreDatabase(d.db, dump);
  for (const t of dump.tables) {
    const now = await tableChecksum(d.db, t.name);
    if (now.count !== t.count || now.checksum !== t.checksum) {
      bad++;
      console.error(`Mismatch in ${t.name}: ${now.count} rows (${now.checksum}) vs backup ${t.count} (${t.checksum})`);
    }
  }
} finally {
  await d.close();
}
if (bad) process.exit(1);
console.log(`Restored ${dump.tables.length} tables from ${file}; every row count and checksum matches.`);
