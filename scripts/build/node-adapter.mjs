// The one place the build reaches into @astrojs/node's own code (it offers no hook for either need):
//   - server.js: the entry also imports src/lib/server/boot.ts, so the database opens (migrate, seed) and the
//     timed jobs start while the server starts, not on the first visitor's request;
//   - standalone.js: the front door (src/lib/server/front-door.ts) runs first for every request, before the
//     adapter's static files, Astro's router and the middleware: it makes the request path canonical and answers
//     visitors' cached public pages before a Request is even built. `app` (Astro's NodeApp, in scope there)
//     gives it the route table;
//   - serve-static.js: static files are sent from their precompressed .br/.gz siblings to clients that accept them
//     (the patch and the precompression: scripts/build/static-compression.mjs).
// Each patch names the exact text it hooks onto; when an adapter update changes that text the build stops with
// an error naming the file (tests/unit/node-adapter.test.ts runs the patches on the installed adapter).
// The supported alternative, `mode: 'middleware'` with a server of our own, would change how the store is started
// (`node dist/server/entry.mjs` in every script, test and deployment guide).

import { servePrecompressed } from './static-compression.mjs';

/** @typedef {{ file: string, anchor: string, apply: (code: string) => string }} Patch */

/**
 * @param {{ bootModule: string, frontDoorModule: string }} modules absolute paths
 * @returns {Patch[]}
 */
export function nodeAdapterPatches({ bootModule, frontDoorModule }) {
  const call = 'staticHandler(req, res, () => appHandler(req, res));';
  return [
    {
      file: 'server.js',
      anchor: 'const app = createApp(',
      apply: (code) => `${code}\nimport ${JSON.stringify(bootModule)};\n`,
    },
    {
      file: 'standalone.js',
      anchor: call,
      apply: (code) =>
        code.replace(call, `if (__qiliFrontDoor(req, res, app)) return;\n    ${call}`) +
        `\nimport { frontDoor as __qiliFrontDoor } from ${JSON.stringify(frontDoorModule)};\n`,
    },
    servePrecompressed,
  ];
}

/** The Vite plugin applying the patches to the adapter's dist files. */
export function nodeAdapterHooks(/** @type {{ bootModule: string, frontDoorModule: string }} */ modules) {
  const patches = nodeAdapterPatches(modules);
  return {
    name: 'qili:node-adapter',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      const m = /@astrojs[\\/]node[\\/]dist[\\/]([a-z-]+\.js)$/.exec(id);
      const patch = m && patches.find((p) => p.file === m[1]);
      if (!patch) return;
      if (!code.includes(patch.anchor)) {
        throw new Error(
          `@astrojs/node dist/${patch.file} changed: "${patch.anchor}" is gone, so scripts/build/node-adapter.mjs cannot hook the store into it`,
        );
      }
      return patch.apply(code);
    },
  };
}
