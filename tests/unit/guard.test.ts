import { describe, expect, it } from 'vitest';
import { isOpenPath, normalizePath, safeRedirect, PUBLIC_PAGES } from '~/lib/shared/guard.ts';

describe('route guard decisions (§2.1)', () => {
  it('every listed path is open, in every variant', () => {
    for (const p of PUBLIC_PAGES) {
      for (const v of [p, p + '/', p.toUpperCase(), p.replace(/\//g, '//'), encodeURI(p).replace(/a/g, '%61')]) {
        expect(isOpenPath(v), v).toBe(true);
      }
    }
  });
  it('protected paths stay protected in every variant', () => {
    for (const p of ['/userInfo', '/cart/shoppingCart', '/productDetail', '/myOrder', '/orderDetail/1', '/helpCentre']) {
      for (const v of [
        p,
        p + '/',
        p.toUpperCase(),
        '/' + p,
        p.replace('/', '%2F'),
        p.replace('/', '\\'),
        '/indexpage/../' + p.slice(1),
        '/indexpage/%2e%2e' + p,
        '/media/%2e%2e' + p,
        '/api%2f..' + p,
      ]) {
        expect(isOpenPath(v), v).toBe(false);
      }
    }
  });
  it('normalises', () => {
    expect(normalizePath('//login//')).toBe('/login');
    expect(normalizePath('/%252Flogin')).toBe('/login');
    expect(normalizePath('\\login')).toBe('/login');
    expect(normalizePath('/a/./b/../c')).toBe('/a/c');
  });
  it('assets and the API are open', () => {
    expect(isOpenPath('/_astro/x.js')).toBe(true);
    expect(isOpenPath('/api/anything')).toBe(true);
    expect(isOpenPath('/media/seed/p/1.svg')).toBe(true);
  });
});

describe('login redirect (no open redirect)', () => {
  it.each([
    ['/userInfo', '/userInfo'],
    ['/myOrder?tab=2', '/myOrder?tab=2'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/%2F%2Fevil.example', '/'], // decoded once more it is //evil.example: refused (tests/unit/safe-redirect.test.ts)
    ['', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
