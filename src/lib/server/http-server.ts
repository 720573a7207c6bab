// The store's HTTP server (loaded by src/server.ts, the adapter's entry point). For every request, in order:
//   1. the front door: one canonical request target, and a visitor's fresh cached page (lib/server/front-door.ts);
//   2. the built browser files, precompressed (lib/server/static-files.ts);
//   3. Astro's app, as @astrojs/node builds it in middleware mode (its router, src/middleware.ts, the pages and calls).
// The database opens (migrated, seeded) and the timed jobs start while the server starts, not on the first request.
// PORT and HOST choose where it listens (defaults: astro.config.mjs `server`); SIGTERM/SIGINT stop taking
// connections, and the database closes (lib/server/db/index.ts).
import '~/lib/server/boot.ts';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handler, options } from '@astrojs/node/server.js';
import { routes } from 'virtual:qili/routes';
import { frontDoor } from '~/lib/server/front-door.ts';
import { log } from '~/lib/server/log.ts';
import { routeCaser } from '~/lib/server/route-case.ts';
import { staticFiles } from '~/lib/server/static-files.ts';

/** dist/client, found from where this file was built to (somewhere under dist/server), so the build can be moved. */
function clientDir(): string {
  const serverDir = fileURLToPath(options.server);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(dir) !== path.basename(serverDir)) {
    if (path.dirname(dir) === dir) throw new Error(`the server is not under a folder named ${path.basename(serverDir)}`);
    dir = path.dirname(dir);
  }
  return path.resolve(dir, path.relative(serverDir, fileURLToPath(options.client)));
}

const caseOf = routeCaser(routes);
const files = staticFiles(clientDir());

const server = http.createServer((req, res) => {
  if (frontDoor(req, res, caseOf)) return;
  files(req, res, () => void handler(req, res));
});

// An idle kept-alive connection stays open 65 s, not Node's 5 s: a client (or a proxy in front) that sends its next
// request on a connection the server is closing at that moment gets a reset, not an answer. Clients drop idle
// connections before the Keep-Alive hint sent with every answer (timeout=65), and proxies time out their upstream
// connections sooner than this (nginx 60 s). headersTimeout must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

const port = process.env.PORT ? Number(process.env.PORT) : options.port;
const host = process.env.HOST ?? (typeof options.host === 'string' ? options.host : options.host ? '0.0.0.0' : 'localhost');
server.on('error', (e) => {
  log.error(`the server cannot listen on ${host}:${port}: ${e.message}`);
  process.exit(1);
});
server.listen(port, host, () => log.info(`listening on http://${host.includes(':') ? `[${host}]` : host}:${port}`));

const stop = () => {
  server.close();
  server.closeIdleConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
