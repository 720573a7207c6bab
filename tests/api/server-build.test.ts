// The built server (npm test builds it before this stage): dist/server/entry.mjs is the compile-cache wrapper
// (scripts/build/compile-cache-entry.mjs), which loads the adapter's entry point, src/server.ts. No other built
// module may import from that entry: once wrapped it exports nothing, so such an import fails on the first request
// that loads the module (it did, for every guarded page, while the entry still held shared code).
// And the server keeps an idle connection open longer than clients and proxies keep theirs (a browser test's
// API call was once reset on a connection the server was closing after Node's default 5 s).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ENTRY } from '../helpers/server.ts';

const serverDir = path.dirname(ENTRY);

function builtModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? builtModules(p) : e.name.endsWith('.mjs') ? [p] : [];
  });
}

describe('the built server', () => {
  it('starts from the wrapper, which loads the entry point, which loads the server', () => {
    expect(fs.readFileSync(ENTRY, 'utf8')).toContain("await import('./entry-app.mjs')");
    expect(fs.readFileSync(path.join(serverDir, 'entry-app.mjs'), 'utf8')).toMatch(/await import\("\.\/chunks\/http-server_[\w-]+\.mjs"\)/);
  });

  it('no built module imports from the entry', () => {
    const modules = builtModules(serverDir);
    expect(modules.length).toBeGreaterThan(20);
    const importers = modules.filter((m) => /from\s*["'](?:\.\.?\/)+entry(?:-app)?\.mjs["']/.test(fs.readFileSync(m, 'utf8')));
    expect(importers.map((m) => path.relative(serverDir, m))).toEqual([]);
  });
});

describe('kept-alive connections', () => {
  it('an idle connection still answers after 6 s, and every answer tells clients how long it stays open', async () => {
    const { hostname, port } = new URL(inject('baseUrl'));
    const socket = net.connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let received = '';
    socket.on('data', (d) => (received += d));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const ask = async () => {
      const before = received.length;
      socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
      for (let i = 0; i < 100 && !/\r\n\r\n[\s\S]*\}/.test(received.slice(before)); i++) await new Promise((r) => setTimeout(r, 50));
      return received.slice(before);
    };
    try {
      const first = await ask();
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
      await new Promise((r) => setTimeout(r, 6000));
      expect(socket.destroyed).toBe(false);
      expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.end();
      await closed;
    }
  }, 20_000);
});
