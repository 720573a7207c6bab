// `npm run ops -- <command>`: operator commands (orders, payments, companies …), one module per area in scripts/ops/.
// Where the command runs:
//  - DATABASE_URL set (PostgreSQL): here, on a connection of its own, beside any running servers;
//  - else, a server running on DATA_DIR: handed to it over DATA_DIR/ops.sock (PGlite allows one process);
//  - else: here, opening the PGlite database in DATA_DIR directly.
import './src-alias.mjs'; // first: src/ modules import through `~/`
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { helpText, loadCommands, runCommand } from './ops/registry.mjs';

const argv = process.argv.slice(2);

function viaSocket(file) {
  return new Promise((resolve, reject) => {
    const sock = net.createConnection(file);
    let buf = '';
    sock.setEncoding('utf8');
    sock.on('connect', () => sock.write(JSON.stringify({ argv }) + '\n'));
    sock.on('data', (d) => (buf += d));
    sock.on('end', () => {
      try {
        resolve(JSON.parse(buf));
      } catch {
        reject(new Error('the server closed the ops connection without an answer'));
      }
    });
    sock.on('error', reject);
  });
}

async function direct() {
  const { openDatabase } = await import('../src/lib/server/db/client.ts');
  const { DataDirLockedError } = await import('../src/lib/server/db/data-dir-lock.ts');
  let d;
  try {
    d = await openDatabase();
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(
        `${e.message}\nThe server holding it did not answer on its ops socket. Stop it, or run the server and ops against PostgreSQL (DATABASE_URL).`,
      );
      process.exit(3);
    }
    throw e;
  }
  try {
    const answer = await runCommand(d.db, argv);
    // Servers on the same PostgreSQL database forget what the command may have changed (within a second).
    const { ALL_TOPICS, notifyChange } = await import('../src/lib/server/public-caches.ts');
    await notifyChange(d.db, ...ALL_TOPICS);
    return answer;
  } finally {
    await d.close();
  }
}

async function main() {
  if (!argv.length || argv[0] === 'help' || argv[0] === '--help') {
    console.log(await helpText());
    return 0;
  }
  const { config } = await import('../src/lib/server/config.ts');
  let answer = null;
  const sock = path.join(config.dataDir, 'ops.sock');
  // Handing over needs no command code here (the server loads it), which keeps each call quick.
  if (!config.databaseUrl && fs.existsSync(sock)) {
    try {
      answer = await viaSocket(sock);
    } catch (e) {
      // A socket left by a server that is gone: fall back to opening the database here.
      if (!['ECONNREFUSED', 'ENOENT'].includes(e.code)) throw e;
    }
  }
  if (!answer && !(await loadCommands()).has(argv[0])) {
    console.error(`Unknown command: ${argv[0]}\n\n${await helpText()}`);
    return 2;
  }
  answer ??= await direct();
  (answer.ok ? console.log : console.error)(answer.output);
  return answer.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.stack : String(e));
    process.exit(1);
  },
);
