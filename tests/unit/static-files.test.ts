// The built browser files as staticFiles serves them: a file that disappears while the server runs (a build run over
// a running server) fails its own request and leaves the process serving.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '~/lib/server/static-files.ts';

let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-static-'));
  fs.mkdirSync(path.join(dir, '_astro'));
  for (const name of ['kept.js', 'gone.js']) fs.writeFileSync(path.join(dir, '_astro', name), `console.log(${JSON.stringify(name)});`);
  const serve = staticFiles(dir);
  server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('staticFiles', () => {
  it('serves a built file with its type and an immutable cache', async () => {
    const r = await fetch(`${base}/_astro/kept.js`);
    expect([r.status, r.headers.get('content-type'), r.headers.get('cache-control')]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ]);
    expect(await r.text()).toBe('console.log("kept.js");');
  });

  it('a file removed since start fails its request alone; the server goes on serving', async () => {
    fs.rmSync(path.join(dir, '_astro', 'gone.js'));
    const failed = await fetch(`${base}/_astro/gone.js`)
      .then((r) => r.text())
      .then(
        () => 'answered',
        () => 'failed',
      );
    expect(failed).toBe('failed');
    const r = await fetch(`${base}/_astro/kept.js`);
    expect([r.status, await r.text()]).toEqual([200, 'console.log("kept.js");']);
  });
});
