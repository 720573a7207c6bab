// The store's server entry is given to @astrojs/node through the public Adapter API (scripts/build/store-server.mjs):
// these fail when an adapter update changes what that relies on, and the build stops with the same error, instead of
// the store silently starting the adapter's own server without its front door, boot or precompressed files.
import node from '@astrojs/node';
import { describe, expect, it } from 'vitest';
import { routesModule, storeServer, withEntrypoint } from '../../scripts/build/store-server.mjs';
import { routeCaser } from '~/lib/server/route-case.ts';

const ENTRY = '/x/src/server.ts';

describe('the store server entry point', () => {
  it('the installed @astrojs/node, in middleware mode, is given the store entry point instead of its own', async () => {
    const integration = storeServer(node({ mode: 'middleware' }), ENTRY);
    const set: { serverEntrypoint?: unknown; entrypointResolution?: unknown; name?: string }[] = [];
    const hook = integration.hooks['astro:config:done']!;
    await hook({
      setAdapter: (a: (typeof set)[number]) => set.push(a),
      config: {},
      logger: { info() {}, warn() {}, error() {}, debug() {} },
    } as never);
    expect(set).toHaveLength(1);
    expect(set[0]).toMatchObject({ name: '@astrojs/node', entrypointResolution: 'auto', serverEntrypoint: ENTRY });
  });

  it('an adapter that declares another entry point, or an explicit one, stops the build with an error saying so', () => {
    const base = { name: '@astrojs/node', entrypointResolution: 'auto', serverEntrypoint: '@astrojs/node/server.js' };
    expect(withEntrypoint(base, ENTRY).serverEntrypoint).toBe(ENTRY);
    expect(() => withEntrypoint({ ...base, entrypointResolution: 'explicit' }, ENTRY)).toThrow(/@astrojs\/node changed/);
    expect(() => withEntrypoint({ ...base, serverEntrypoint: '@astrojs/node/other.js' }, ENTRY)).toThrow(/@astrojs\/node changed/);
  });

  it('the route table module keeps each route, its matcher and its segments, in order, for the route-name case', async () => {
    const routes = [
      { pattern: '/userInfo', patternRegex: /^\/userInfo\/?$/, segments: [[{ content: 'userInfo', dynamic: false, spread: false }]] },
      {
        pattern: '/orderDetail/[id]',
        patternRegex: /^\/orderDetail\/([^/]+?)\/?$/,
        segments: [[{ content: 'orderDetail', dynamic: false, spread: false }], [{ content: 'id', dynamic: true, spread: false }]],
      },
    ];
    const src = routesModule(routes);
    const mod = await import(`data:text/javascript,${encodeURIComponent(src)}`);
    expect(mod.routes.map((r: { route: string }) => r.route)).toEqual(['/userInfo', '/orderDetail/[id]']);
    expect(mod.routes[1].pattern.source).toBe(routes[1]!.patternRegex.source);
    const caseOf = routeCaser(mod.routes);
    expect(caseOf('/USERINFO')).toBe('/userInfo');
    expect(caseOf('/ORDERDETAIL/AbC')).toBe('/orderDetail/AbC');
  });
});
