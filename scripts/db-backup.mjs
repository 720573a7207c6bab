// `npm run db:backup [-- FILE]`: writes the whole database (every table, as JSON, with per-table row
// counts and md5 checksums) to FILE (default backups/qili-<time>.json.gz). For PGlite, stop the server
// first (one process per data directory); PostgreSQL can be backed up live.
import './src-alias.mjs'; // first: src/ modules import through `~/`
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const { openDatabase } = await import('../src/lib/server/db/client.ts');
const { dumpDatabase } = await import('../src/lib/server/db/backup.ts');

const file = path.resolve(process.argv[2] || `backups/qili-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`);
const d = await openDatabase();
try {
  const dump = await dumpDatabase(d.db);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(dump)));
  const rows = dump.tables.reduce((a, t) => a + t.count, 0);
  console.log(`Backup written: ${file} (${dump.tables.length} tables, ${rows} rows, ${d.driver})`);
} finally {
  await d.close();
}
