// The operator channel of a running server: a Unix socket at DATA_DIR/ops.sock (mode 0600) on which
// `npm run ops` hands its command to this process. An embedded PGlite database can be open in one process
// only, so while the server runs, operator commands run here, on the server's own connection.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DB } from '~/lib/server/db/client.ts';
import { config } from '~/lib/server/config.ts';
import { log } from '~/lib/server/log.ts';
import { ALL_TOPICS, notifyChange } from '~/lib/server/public-caches.ts';

export const opsSocketPath = () => path.join(config.dataDir, 'ops.sock');
const MAX_REQUEST = 64 * 1024;

type Runner = (db: DB, argv: string[]) => Promise<{ ok: boolean; output: string }>;
let runner: Promise<Runner> | null = null;

function loadRunner(): Promise<Runner> {
  // The command modules live in scripts/ops/*.mjs (plain Node, TS sources by type stripping), loaded at run time.
  const url = pathToFileURL(path.join(config.appRoot, 'scripts/ops/registry.mjs')).href;
  return (runner ??= import(/* @vite-ignore */ url).then((m) => m.runCommand as Runner));
}

export function startOpsSocket(db: DB): void {
  const file = opsSocketPath();
  if (Buffer.byteLength(file) > 100) {
    log.warn(`ops socket not started: path too long (${file}); stop the server or use DATABASE_URL to run ops commands`);
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  const server = net.createServer((sock) => {
    let buf = '';
    sock.setEncoding('utf8');
    sock.on('error', () => sock.destroy());
    sock.on('data', (chunk) => {
      buf += chunk;
      if (buf.length > MAX_REQUEST) return void sock.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      sock.pause();
      void (async () => {
        let reply: { ok: boolean; output: string };
        try {
          const { argv } = JSON.parse(buf.slice(0, nl)) as { argv: string[] };
          if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) throw new Error('bad request');
          reply = await (await loadRunner())(db, argv);
          log.info('ops command', { argv: argv.slice(0, 2), ok: reply.ok });
        } catch (e) {
          reply = { ok: false, output: e instanceof Error ? e.message : String(e) };
        }
        // The command may have changed what visitors see (stock, help pages, ...): show it at once. The command modules
        // are loaded outside the server bundle, so their own change notices reach other copies of the caches: notify
        // here, with this server's own caches and connection (and, on PostgreSQL, every other server).
        await notifyChange(db, ...ALL_TOPICS);
        sock.end(JSON.stringify(reply) + '\n');
      })();
    });
  });
  server.on('error', (e) => log.warn('ops socket error: ' + e.message));
  server.listen(file, () => {
    try {
      fs.chmodSync(file, 0o600);
    } catch {
      /* best effort */
    }
  });
  server.unref();
  process.once('exit', () => fs.rmSync(file, { force: true }));
}
