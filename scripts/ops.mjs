// `npm run ops -- <command> [args]`: operator commands, collected from the modules in scripts/ops/*.mjs
// (each exports `commands`: { name: { usage, run(db, args) } }). Opens the configured database (DATA_DIR or
// DATABASE_URL); with the embedded database the server must be stopped first (one process per data directory).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.join(import.meta.dirname, 'ops');
const commands = {};
for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.mjs')).sort()) {
  Object.assign(commands, (await import(pathToFileURL(path.join(dir, f)).href)).commands);
}

const [name, ...args] = process.argv.slice(2);
const cmd = commands[name];
if (!cmd) {
  console.log('usage: npm run ops -- <command> [args]\n');
  for (const c of Object.values(commands)) console.log('  ' + c.usage);
  process.exit(name ? 1 : 0);
}
const { openDatabase } = await import('../src/lib/server/db/client.ts');
const database = await openDatabase();
try {
  await cmd.run(database.db, args);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
} finally {
  await database.close();
}
