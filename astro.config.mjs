// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { staticCompression } from './scripts/build/static-compression.mjs';
import { compileCacheEntry } from './scripts/build/compile-cache-entry.mjs';

const bootModule = fileURLToPath(new URL('./src/lib/server/boot.ts', import.meta.url));
const pageCacheModule = fileURLToPath(new URL('./src/lib/server/page-cache.ts', import.meta.url));
const STANDALONE_CALL = 'staticHandler(req, res, () => appHandler(req, res));';

/** Appends the database boot import to the node adapter's server entry. */
function openDatabaseAtStart() {
  return {
    name: 'qili:open-database-at-start',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (/@astrojs[\\/]node[\\/]dist[\\/]server\.js$/.test(id)) return `${code}\nimport ${JSON.stringify(bootModule)};\n`;
    },
  };
}

/** Lets the node server answer visitors' cached public pages before Astro turns the request into a Request. */
function visitorCacheFirst() {
  return {
    name: 'qili:visitor-cache-first',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!/@astrojs[\\/]node[\\/]dist[\\/]standalone\.js$/.test(id)) return;
      if (!code.includes(STANDALONE_CALL)) throw new Error('@astrojs/node standalone.js changed: the visitor cache fast path cannot be installed');
      return code.replace(STANDALONE_CALL, `if (__qiliAnswerFromCache(req, res)) return;\n    ${STANDALONE_CALL}`)
        + `\nimport { answerFromCache as __qiliAnswerFromCache } from ${JSON.stringify(pageCacheModule)};\n`;
    },
  };
}

/**
 * Browser chunks: React's runtime (react, react-dom, scheduler, the JSX runtime, Astro's React renderer) ships
 * as one file, and the small client modules every storefront island shares (stores, toasts, token, links,
 * Vite's preload helper) as another, instead of a dozen files of a few hundred bytes each: fewer requests, and
 * gzip compresses the pieces together better than apart (1.2 KB less on the home page). The furniture's dialogs
 * and the one Dialog component (shared with the account islands) ship as one file too: 0.3 KB less on the home
 * page than two. The server build keeps Astro's own splitting.
 */
function browserChunks() {
  return {
    name: 'qili:browser-chunks',
    /** @param {string} name */
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|@astrojs[\\/]react[\\/]/, priority: 2 },
                  { name: 'shared', test: /src[\\/]lib[\\/](client[\\/](stores|toast|token)|shared[\\/]links)\.ts$|vite[\\/]preload-helper/, priority: 1 },
                  { name: 'Dialogs', test: /src[\\/]islands[\\/](store[\\/]Dialogs|shared[\\/]Dialog)\.tsx$/, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  output: 'server',
  adapter: node({
    mode: 'standalone',
    // Largest legitimate body is an artwork upload (50 MB); JSON bodies are capped at 1 MB by the API layer.
    bodySizeLimit: 55 * 1024 * 1024,
  }),
  integrations: [react(), staticCompression(), compileCacheEntry()],
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  // The API is bearer-token only for state changes; pages post no forms cross-site.
  security: { checkOrigin: true, csp: true },
  vite: {
    plugins: [openDatabaseAtStart(), visitorCacheFirst(), browserChunks()],
    ssr: {
      // Native/wasm packages must be loaded from node_modules at run time, not bundled.
      external: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg'],
      // Bundled rather than loaded file by file: Node re-reads drizzle-orm's very large package.json
      // "exports" for every one of its hundreds of modules, which alone cost about a second of start-up.
      noExternal: ['drizzle-orm'],
    },
  },
});
