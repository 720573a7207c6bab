// The built server (npm test builds it before this stage): dist/server/entry.mjs is the compile-cache wrapper
// (scripts/build/compile-cache-entry.mjs), which loads the adapter's entry point, src/server.ts. No other built
// module may import from that entry: once wrapped it exports nothing, so such an import fails on the first request
// that loads the module (it did, for every guarded page, while the entry still held shared code).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
