// The server's entry point, given to @astrojs/node by scripts/build/store-server.mjs and built to
// dist/server/entry.mjs (`node dist/server/entry.mjs` starts the store). It only loads the server
// (lib/server/http-server.ts), so that the built entry holds no module other chunks import: the build wraps that file
// afterwards (scripts/build/compile-cache-entry.mjs), and a chunk importing a shared module from it would break.
await import('~/lib/server/http-server.ts');

export {};
