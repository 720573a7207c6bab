// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { staticCompression } from './scripts/build/static-compression.mjs';
import { compileCacheEntry } from './scripts/build/compile-cache-entry.mjs';
import { storeServer } from './scripts/build/store-server.mjs';
import { srcAlias } from './scripts/build/alias.mjs';
import { cspDigestMemo } from './scripts/build/csp-digests.mjs';

const serverEntry = fileURLToPath(new URL('./src/server.ts', import.meta.url));
const browserZod = fileURLToPath(new URL('./src/lib/client/zod.ts', import.meta.url));

/**
 * Browser chunks: React's runtime (react, react-dom, scheduler, the JSX runtime, Astro's React renderer) ships
 * as one file, and the small client modules every storefront island shares (stores, toasts, token, links,
 * Vite's preload helper) as another, instead of a dozen files of a few hundred bytes each: fewer requests, and
 * gzip compresses the pieces together better than apart (1.2 KB less on the home page). The server build keeps
 * Astro's own splitting.
 * messages.ts belongs to `shared`, and the modal dialog's behaviour (modal.ts, used by the React Dialog and by the
 * furniture's plain dialogs) has a file of its own: left to the splitter, such a module went into a file that imports
 * React's, and the furniture's script (which names one message) made every page load React's 66 KB (gzip) without a
 * React island on it. tests/e2e/store-islands.spec.ts checks that such pages load no React, also once the furniture's
 * dialogs are open.
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
            // Islands are entries whose exports only Astro's loader reads: an entry chunk may carry more exports than
            // its own, so no one-line facade chunk is made beside it (one request and 139 bytes less on the home page).
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|@astrojs[\\/]react[\\/]/, priority: 2 },
                  {
                    name: 'shared',
                    test: /src[\\/]lib[\\/](client[\\/](stores|toast|token)|shared[\\/](links|messages))\.ts$|vite[\\/]preload-helper/,
                    priority: 1,
                  },
                  { name: 'modal', test: /src[\\/]lib[\\/]client[\\/]modal\.ts$/, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * The Content-Security-Policy beside Astro's hashed script-src/style-src: everything from the store's own origin,
 * plus the API origin when the browser is built to call another one (PUBLIC_API_BASE, read at build time like the
 * client code that uses it). No plugins, no <base>, no framing, forms only to the store itself.
 * @returns {NonNullable<Exclude<NonNullable<import('astro').AstroUserConfig['security']>['csp'], boolean | undefined>['directives']>}
 */
function cspDirectives() {
  let api = '';
  try {
    if (process.env.PUBLIC_API_BASE) api = new URL(process.env.PUBLIC_API_BASE).origin;
  } catch {
    throw new Error(`PUBLIC_API_BASE must be an absolute URL such as https://api.example.com, got "${process.env.PUBLIC_API_BASE}"`);
  }
  const self = ["'self'", ...(api ? [api] : [])].join(' ');
  return [
    "default-src 'self'",
    `connect-src ${self}`,
    // Pictures: products, banners and licences from /media and /api/file, the site's QR codes from /qr; WeChat Pay's is inline SVG.
    `img-src ${self}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
}

/** In the browser build, 'zod' is src/lib/client/zod.ts: zod configured not to use eval (CSP), see there. */
function browserZodWithoutEval() {
  return {
    name: 'qili:browser-zod-without-eval',
    enforce: /** @type {const} */ ('pre'),
    /** @this {{ environment?: { name: string } }} @param {string} id */
    resolveId(id) {
      if (id === 'zod' && this.environment?.name === 'client') return browserZod;
    },
  };
}

export default defineConfig({
  output: 'server',
  // @astrojs/node builds Astro's app as a request handler; the server around it is the store's own, src/server.ts
  // (built to dist/server/entry.mjs): see scripts/build/store-server.mjs.
  adapter: storeServer(
    node({
      mode: 'middleware',
      // A backstop only: every reader stops at its own, smaller limit while streaming (JSON 1 MB; uploads their slot's
      // size, the largest being artwork's 50 MB, plus 64 KB of multipart framing: src/lib/server/uploads.ts).
      bodySizeLimit: 50 * 1024 * 1024 + 64 * 1024,
      experimentalDisableStreaming: true,
    }),
    serverEntry,
  ),
  integrations: [react(), staticCompression(), compileCacheEntry()],
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  // checkOrigin is off: it answered English plain text before the middleware, refused bearer-only API calls and
  // uploads behind a TLS proxy. The store's own rule is in src/middleware.ts (see docs/security.md).
  security: { checkOrigin: false, csp: { directives: cspDirectives() } },
  vite: {
    resolve: { alias: srcAlias },
    plugins: [browserChunks(), browserZodWithoutEval(), cspDigestMemo()],
    ssr: {
      // Native/wasm packages must be loaded from node_modules at run time, not bundled.
      external: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg'],
      // Bundled rather than loaded file by file: Node re-reads drizzle-orm's very large package.json
      // "exports" for every one of its hundreds of modules, which alone cost about a second of start-up.
      noExternal: ['drizzle-orm'],
    },
  },
});
