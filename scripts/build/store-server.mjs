// How the store's own server entry point is built, through Astro's public integration and Adapter APIs only (no
// adapter source is changed):
//   - @astrojs/node runs in `mode: 'middleware'`: Astro's app is built as a request handler (the adapter's public
//     `@astrojs/node/server.js` export `handler`) and starts no server of its own;
//   - the adapter's `serverEntrypoint` becomes src/server.ts (Adapter API, `entrypointResolution: 'auto'`), which
//     owns the HTTP server: boot, the front door, the static files, then that handler. The build still writes
//     dist/server/entry.mjs, so the store starts as before (`node dist/server/entry.mjs`);
//   - the route table the front door needs (the case of route names) comes from the `astro:routes:resolved` hook,
//     as the virtual module `virtual:qili/routes`.
// When an adapter update changes what this relies on (an explicit entry point, or another entry than its server.js)
// the build stops with an error saying so (tests/unit/store-server.test.ts).

const ROUTES_ID = 'virtual:qili/routes';
const NODE_ENTRY = '@astrojs/node/server.js';

/**
 * The route table as module source: each route's path pattern, matcher and segments, in the router's priority order.
 * @param {readonly { pattern: string, patternRegex: RegExp, segments: unknown }[]} routes
 */
export function routesModule(routes) {
  const rows = routes.map(
    (r) =>
      `{ route: ${JSON.stringify(r.pattern)}, pattern: new RegExp(${JSON.stringify(r.patternRegex.source)}, ${JSON.stringify(r.patternRegex.flags)}), segments: ${JSON.stringify(r.segments)} }`,
  );
  return `export const routes = [\n${rows.join(',\n')}\n];\n`;
}

/**
 * The adapter as @astrojs/node declares it, with the store's entry point instead of its own.
 * @template {{ name: string, entrypointResolution?: string, serverEntrypoint?: string | URL }} A
 * @param {A} adapter
 * @param {string} entrypoint absolute path of src/server.ts
 * @returns {A}
 */
export function withEntrypoint(adapter, entrypoint) {
  if (adapter.entrypointResolution !== 'auto' || String(adapter.serverEntrypoint) !== NODE_ENTRY) {
    throw new Error(
      `@astrojs/node changed: it declared entrypointResolution ${JSON.stringify(adapter.entrypointResolution)} and serverEntrypoint ${JSON.stringify(String(adapter.serverEntrypoint))}, not "auto" and "${NODE_ENTRY}", so scripts/build/store-server.mjs cannot give it the store's entry point`,
    );
  }
  return { ...adapter, serverEntrypoint: entrypoint };
}

/**
 * Wraps the @astrojs/node integration (made with `mode: 'middleware'`).
 * @param {import('astro').AstroIntegration} node
 * @param {string} entrypoint absolute path of src/server.ts
 * @returns {import('astro').AstroIntegration}
 */
export function storeServer(node, entrypoint) {
  const configDone = node.hooks['astro:config:done'];
  const setup = node.hooks['astro:config:setup'];
  if (!configDone || !setup) throw new Error('@astrojs/node changed: its astro:config:setup or astro:config:done hook is gone');
  /** @type {string} */
  let routes = 'export const routes = [];\n';
  return {
    ...node,
    hooks: {
      ...node.hooks,
      'astro:config:setup': async (options) => {
        await setup(options);
        options.updateConfig({
          vite: {
            plugins: [
              {
                name: 'qili:routes',
                /** @param {string} id */
                resolveId: (id) => (id === ROUTES_ID ? '\0' + ROUTES_ID : undefined),
                /** @param {string} id */
                load: (id) => (id === '\0' + ROUTES_ID ? routes : undefined),
              },
            ],
          },
        });
      },
      'astro:routes:resolved': async (options) => {
        routes = routesModule(options.routes);
        await node.hooks['astro:routes:resolved']?.(options);
      },
      'astro:config:done': (options) =>
        configDone({ ...options, setAdapter: (adapter) => options.setAdapter(withEntrypoint(adapter, entrypoint)) }),
    },
  };
}
