// The login redirect (issue #12 item 2): whatever ?redirect= holds, safeRedirect's answer keeps a browser on the
// store after every normalisation. Property-tested against a model of what a browser does with the value.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirect } from '~/lib/shared/guard.ts';

const SITE = 'https://shop.example.com';
const PAGE = `${SITE}/login?redirect=x`;

/**
 * Where a browser can end up with a redirect value: location.assign(value) or a Location header resolve it against the
 * page with the WHATWG URL parser (tabs and newlines dropped, backslashes as slashes, dot segments and %2e folded);
 * a proxy or framework on the way may percent-decode the path again before resolving. Every one of those targets.
 */
function browserTargets(value: string): URL[] {
  const out = [new URL(value, PAGE)];
  let cur = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(cur);
    } catch {
      break;
    }
    if (next === cur) break;
    cur = next;
    out.push(new URL(cur, PAGE));
    out.push(new URL(new URL(cur, PAGE).pathname, PAGE)); // the decoded path used as a new relative reference
  }
  return out;
}

const TOKENS = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%25',
  '%252f',
  '%252e',
  'evil.example',
  'a',
  'login',
  '@',
  ':',
  '?',
  '#',
  '=',
  '&',
  '\t',
  '\n',
  '\r',
  ' ',
  '%09',
  '%0a',
  '%00',
  'http:',
  'https:',
  'javascript:',
  '\u3000',
  '／',
  '．',
  '%E4%BD%A0',
  '你',
];
const hostile = fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 12 }).map((t) => t.join(''));
const anything = fc.oneof(
  hostile,
  fc.string({ maxLength: 40 }),
  hostile.map((s) => '/' + s),
);

describe('safeRedirect: never off the site (property)', () => {
  it('the answer is a same-site path after every normalisation a browser or proxy applies', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const r = safeRedirect(value);
        expect(r.startsWith('/')).toBe(true);
        expect(/^\/[/\\]/.test(r)).toBe(false);
        for (const u of browserTargets(r)) expect(u.origin, `${JSON.stringify(value)} -> ${r} -> ${u.href}`).toBe(SITE);
      }),
      { numRuns: 5_000 },
    );
  }, 60_000);

  it('the answer is a fixed point: cleaning it again changes nothing', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(safeRedirect(safeRedirect(value))).toBe(safeRedirect(value));
      }),
      { numRuns: 2_000 },
    );
  }, 60_000);

  it('ordinary store paths with a query come back unchanged', () => {
    const seg = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    const query = fc.option(
      fc.tuple(seg, seg).map(([k, v]) => `?${k}=${v}`),
      { nil: '' },
    );
    fc.assert(
      fc.property(fc.array(seg, { minLength: 1, maxLength: 4 }), query, (segs, q) => {
        const path = '/' + segs.join('/') + q;
        expect(safeRedirect(path)).toBe(path);
      }),
      { numRuns: 1_000 },
    );
  }, 60_000);
});

describe('safeRedirect: the reported and related cases', () => {
  it.each([
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/%2e%2e/%2e%2e//evil.example',
    '/./\\evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/.%2F/evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    ' /evil',
    '/%0a/evil.example',
  ])('%j goes home', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it.each([
    ['/orderDetail/12?from=list#top', '/orderDetail/12?from=list#top'],
    ['/indexpage/productlist?keyword=%E5%90%8D%E7%89%87', '/indexpage/productlist?keyword=%E5%90%8D%E7%89%87'],
    ['/cart/./shoppingCart', '/cart/shoppingCart'],
  ])('%j stays %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
