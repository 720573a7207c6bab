// The build's one reach into @astrojs/node (scripts/build/node-adapter.mjs) still finds the code it hooks onto in
// the installed adapter: when an update moves it, this fails (and so does the build) instead of the store silently
// losing its front door (canonical paths, visitor cache), its start-up boot or its precompressed static files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeAdapterHooks, nodeAdapterPatches } from '../../scripts/build/node-adapter.mjs';

const dist = path.resolve(import.meta.dirname, '../../node_modules/@astrojs/node/dist');
const modules = { bootModule: '/x/boot.ts', frontDoorModule: '/x/front-door.ts' };
const plugin = nodeAdapterHooks(modules);

describe('node adapter hooks', () => {
  for (const patch of nodeAdapterPatches(modules)) {
    it(`dist/${patch.file} of the installed adapter still has the text the patch hooks onto`, () => {
      const code = fs.readFileSync(path.join(dist, patch.file), 'utf8');
      expect(code).toContain(patch.anchor);
      const out = plugin.transform(code, path.join(dist, patch.file));
      expect(out).not.toBe(code);
    });
  }

  it('the front door runs before the static files and the app, with the NodeApp in scope', () => {
    const file = path.join(dist, 'standalone.js');
    const out = plugin.transform(fs.readFileSync(file, 'utf8'), file)!;
    const door = out.indexOf('if (__qiliFrontDoor(req, res, app)) return;');
    expect(door).toBeGreaterThan(0);
    expect(door).toBeLessThan(out.indexOf('staticHandler(req, res, () => appHandler(req, res));'));
    expect(out).toContain('import { frontDoor as __qiliFrontDoor } from "/x/front-door.ts";');
    // `app` is the NodeApp handed to createStandaloneHandler.
    expect(out).toMatch(/function createStandaloneHandler\(app\b/);
  });

  it('the server entry imports the boot module', () => {
    const file = path.join(dist, 'server.js');
    expect(plugin.transform(fs.readFileSync(file, 'utf8'), file)).toContain('import "/x/boot.ts";');
  });

  it('static files are sent from their precompressed siblings', () => {
    const file = path.join(dist, 'serve-static.js');
    expect(plugin.transform(fs.readFileSync(file, 'utf8'), file)).toContain('__qiliPrecompressed(req, res,');
  });

  it('a changed adapter stops the build with an error naming the file', () => {
    expect(() => plugin.transform('export function createStandaloneHandler(app) {}', path.join(dist, 'standalone.js'))).toThrow(
      /dist\/standalone\.js changed/,
    );
    expect(() => plugin.transform('export const handler = 1;', path.join(dist, 'server.js'))).toThrow(/dist\/server\.js changed/);
  });

  it('leaves every other module alone', () => {
    expect(plugin.transform('x', path.join(dist, 'serve-app.js'))).toBeUndefined();
    expect(plugin.transform('x', '/src/pages/index.astro')).toBeUndefined();
  });
});
