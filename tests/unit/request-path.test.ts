// One reading of the request path (issue #19): the canonical form, its wire form, the route-name case, and the
// node server's front door, which must never answer a non-canonical spelling from the page cache.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalPath, encodePath, isApiPath, pathKey, readTarget } from '~/lib/shared/request-path.ts';
import { isOpenPath, normalizePath } from '~/lib/shared/guard.ts';
import { routeCaser, type RouteLike } from '~/lib/server/route-case.ts';
import { frontDoor } from '~/lib/server/front-door.ts';
import { CACHEABLE_PATHS, clearPageCache, pageKey, renderOnce } from '~/lib/server/page-cache.ts';

afterEach(() => clearPageCache());

describe('canonicalPath', () => {
  it.each([
    ['//userInfo', '/userInfo'],
    ['///userInfo//', '/userInfo'],
    ['/\\userInfo', '/userInfo'],
    ['/%5cuserInfo', '/userInfo'],
    ['/%2FuserInfo', '/userInfo'],
    ['/%252FuserInfo', '/userInfo'],
    ['/userInfo/', '/userInfo'],
    ['/./userInfo', '/userInfo'],
    ['/a/../userInfo', '/userInfo'],
    ['/%2e%2e/%2e%2e/userInfo', '/userInfo'],
    ['/..', '/'],
    ['', '/'],
    ['/', '/'],
    ['/%E4%B8%AD%E6%96%87', '/中文'],
    ['/a%20b', '/a b'],
    ['/USERINFO', '/USERINFO'],
    // an invalid UTF-8 run keeps its bytes, but still gives up the ASCII escapes beside them
    ['/%FF%2FuserInfo', '/%FF/userInfo'],
  ])('%s → %s', (raw, path) => {
    expect(canonicalPath(raw)).toBe(path);
  });

  it("is the guard's reading too (one function), compared without case", () => {
    expect(normalizePath).toBe(canonicalPath);
    expect(pathKey('//INDEXPAGE/AboutUs/')).toBe('/indexpage/aboutus');
    expect(isApiPath('//API//products')).toBe(true);
    expect(isApiPath('/api%2F..%2FuserInfo')).toBe(false);
    expect(isApiPath('/apix')).toBe(false);
  });

  it('every target it accepts reads back to itself (one canonical wire form per path)', () => {
    const seg = fc.oneof(
      fc.constantFrom(
        '',
        '.',
        '..',
        '%2e',
        '%2F',
        '%5C',
        '\\',
        '%25',
        '%252F',
        'userInfo',
        'A',
        '中',
        '%E4%B8%AD',
        '%FF',
        '@',
        '?',
        '#',
        '%3F',
      ),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 6 }), (segs) => {
        const raw = '/' + segs.join('/');
        const t = readTarget(raw);
        if (!t) return;
        expect(t.target.startsWith('/') && !t.target.startsWith('//')).toBe(true);
        const again = readTarget(t.target);
        expect(again).toEqual(t);
        expect(canonicalPath(encodePath(t.path))).toBe(t.path);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the query as sent and never lets it change the path', () => {
    expect(readTarget('//userInfo?redirect=//evil&x=%2F')).toEqual({
      path: '/userInfo',
      search: '?redirect=//evil&x=%2F',
      target: '/userInfo?redirect=//evil&x=%2F',
    });
    expect(readTarget('/a%3Fb')).toEqual({ path: '/a?b', search: '', target: '/a%3Fb' });
    expect(readTarget('/x#frag')).toEqual({ path: '/x', search: '', target: '/x' });
    expect(encodePath('/media/x@2x.png')).toBe('/media/x@2x.png');
    expect(readTarget('http://evil.example/userInfo')).toBeNull();
    expect(readTarget('*')).toBeNull();
    expect(readTarget('/' + '%' + '25'.repeat(10) + '2F')).toBeNull(); // more layers than are read
  });
});

describe('route names keep their case', () => {
  const route = (r: string, pattern: RegExp): RouteLike => ({
    route: r,
    pattern,
    segments: r
      .split('/')
      .slice(1)
      .filter(Boolean)
      .map((s) => [{ content: s.replace(/^\[\.{0,3}|\]$/g, ''), dynamic: s.startsWith('['), spread: s.startsWith('[...') }]),
  });
  const routes = [
    route('/', /^\/$/),
    route('/userInfo', /^\/userInfo\/?$/),
    route('/indexpage/AboutUs', /^\/indexpage\/AboutUs\/?$/),
    route('/api/login', /^\/api\/login\/?$/),
    route('/orderDetail/[id]', /^\/orderDetail\/([^/]+?)\/?$/),
    route('/media/[...path]', /^\/media(?:\/(.*?))?\/?$/),
    route('/api/[...rest]', /^\/api(?:\/(.*?))?\/?$/),
  ];
  const caseOf = routeCaser(routes);
  it.each([
    ['/USERINFO', '/userInfo'],
    ['/userinfo', '/userInfo'],
    ['/INDEXPAGE/ABOUTUS', '/indexpage/AboutUs'],
    ['/API/LOGIN', '/api/login'],
    ['/ORDERDETAIL/AbC', '/orderDetail/AbC'],
    ['/MEDIA/Seed/X.PNG', '/media/Seed/X.PNG'],
    ['/api/NOPE', '/api/NOPE'],
    ['/no-such-page', '/no-such-page'],
    ['/userInfo', '/userInfo'],
  ])('%s → %s', (path, cased) => {
    expect(caseOf(path)).toBe(cased);
  });
});

/** A request as the node server has it, and a response that records what was written. */
function exchange(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const req = Object.assign(new EventEmitter(), { url, method, headers }) as unknown as IncomingMessage;
  const out: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = {
    writeHead(status: number, h: Record<string, string> | string[]) {
      out.status = status;
      out.headers = Array.isArray(h)
        ? Object.fromEntries(Array.from({ length: h.length / 2 }, (_, i) => [h[2 * i]!.toLowerCase(), h[2 * i + 1]!]))
        : h;
      return this;
    },
    end(b?: string | Uint8Array) {
      out.body = b === undefined ? '' : typeof b === 'string' ? b : new TextDecoder().decode(b);
    },
  } as unknown as ServerResponse;
  return { req, res, out };
}

describe('the front door', () => {
  const homePage = async () =>
    renderOnce('/', async () => ({
      res: new Response('<title>首页</title>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      setsCookie: false,
    }));

  it('with the home page cached, `//userInfo` and every other spelling is redirected to its one address, never given the home page', async () => {
    await homePage();
    const home = exchange('/');
    expect(frontDoor(home.req, home.res)).toBe(true);
    expect([home.out.status, home.out.body]).toEqual([200, '<title>首页</title>']); // the cache is warm
    for (const v of ['//userInfo', '/\\userInfo', '/%2FuserInfo', '//userInfo?x=1', '/userInfo/', '//', '/.', '/%2e']) {
      const x = exchange(v);
      expect(frontDoor(x.req, x.res), v).toBe(true);
      expect(x.out.status, v).toBe(301);
      expect(x.out.headers!.location, v).toBe(readTarget(v)!.target);
      expect(x.out.body, v).toBe('');
    }
  });

  it('an /api call or a POST is made canonical in place and goes on (no redirect, no cache answer for a POST)', () => {
    for (const [v, to, method] of [
      ['//api//products', '/api/products', 'GET'],
      ['/API/products/', '/API/products', 'GET'],
      ['//userInfo', '/userInfo', 'POST'],
    ]) {
      const x = exchange(v!, {}, method);
      expect(frontDoor(x.req, x.res), v).toBe(false);
      expect(x.req.url, v).toBe(to);
      expect(x.out.status, v).toBeUndefined();
    }
  });

  it('a signed-in request never gets the cached page', async () => {
    await homePage();
    for (const h of [{ authorization: 'Bearer x' }, { cookie: 'a=1; qili_token=abc' }] as Record<string, string>[]) {
      const x = exchange('/', h);
      expect(frontDoor(x.req, x.res)).toBe(false);
    }
  });

  it('the cache keys on the canonical path only, and holds only pages the guard lets a visitor see', () => {
    for (const p of CACHEABLE_PATHS) expect(isOpenPath(p), p).toBe(true);
    expect(pageKey(new URL('http://x/indexpage/productlist?sort=1'))).toBe('/indexpage/productlist?sort=1');
    for (const v of ['//', '/indexpage/productlist/', '//indexpage/productlist', '/%2F', '/userInfo'])
      expect(pageKey(new URL('http://x' + v)), v).toBeNull(); // as Astro builds it
  });
});
