// The signed-in page shell's marks (storefront/member-shell.ts): split once, filled per buyer with escaped values,
// and nothing but this process's own marks is ever taken for one.
import { describe, expect, it } from 'vitest';
import { fillShell, shellMark, ShellShelf, splitShell } from '~/lib/server/storefront/member-shell.ts';
import { cartBadgeHtml } from '~/lib/shared/marks.ts';

const page = [
  '<p>您好，<strong>',
  shellMark('company'),
  '</strong></p><a>购物车',
  shellMark('cart'),
  '</a><button data-fav="7" aria-pressed="',
  shellMark('fav-7'),
  '">',
  shellMark('fav-icon-7'),
  '</button><button data-fav="9" aria-pressed="',
  shellMark('fav-9'),
  '">',
  shellMark('fav-icon-9'),
  '</button><aside>',
  shellMark('cart-side'),
  '</aside>',
].join('');

describe('member shell marks', () => {
  it('splits a rendering at its marks and names the products whose favourite state it shows', () => {
    const { parts, productIds } = splitShell(page);
    expect(parts.filter((p) => typeof p === 'string')).toEqual([
      'company',
      'cart',
      'fav-7',
      'fav-icon-7',
      'fav-9',
      'fav-icon-9',
      'cart-side',
    ]);
    expect(productIds).toEqual([7, 9]);
  });

  it("fills every mark with the buyer's own values, the company's name escaped", () => {
    const { parts } = splitShell(page);
    const html = fillShell(parts, { companyName: '<img src=x onerror=alert(1)>&"甲"', cartCount: 3, liked: new Set([9]) }).toString();
    expect(html).toBe(
      '<p>您好，<strong>&lt;img src=x onerror=alert(1)&gt;&amp;&quot;甲&quot;</strong></p><a>购物车' +
        cartBadgeHtml(3) +
        '</a><button data-fav="7" aria-pressed="false">♡</button><button data-fav="9" aria-pressed="true">♥</button><aside>' +
        cartBadgeHtml(3, true) +
        '</aside>',
    );
    const other = fillShell(parts, { companyName: '乙公司', cartCount: 0, liked: new Set() }).toString();
    expect(other).toContain('您好，<strong>乙公司</strong>');
    expect(other).not.toContain('aria-pressed="true"');
    expect(other).toContain(cartBadgeHtml(0));
  });

  it('takes no text for a mark unless it carries this process’s secret', () => {
    const forged = '<h3>[[qs-0000:company]] [[qs-:cart]]</h3>' + shellMark('nonsense-mark');
    const { parts, productIds } = splitShell(forged);
    expect(productIds).toEqual([]);
    const html = fillShell(parts, { companyName: '甲', cartCount: 1, liked: new Set() }).toString();
    expect(html).toBe('<h3>[[qs-0000:company]] [[qs-:cart]]</h3>'); // the unknown (but genuine) mark gives nothing
  });
});

describe('the shelf of shells', () => {
  it('pushes out the least recently used, not the first kept', () => {
    const shelf = new ShellShelf<string>(3);
    for (const k of ['home', 'list', 'detail']) shelf.keep(k, k, false);
    expect(shelf.get('home')).toBe('home'); // used: now the most recent
    shelf.keep('scene', 'scene', false);
    expect(['home', 'list', 'detail', 'scene'].map((k) => shelf.get(k) ?? null)).toEqual(['home', null, 'detail', 'scene']);
  });

  it("keeps a search's page from its second rendering on, so searches asked once push nothing out", () => {
    const shelf = new ShellShelf<string>(3);
    shelf.keep('home', 'home', false);
    for (let i = 0; i < 50; i++) expect(shelf.keep(`kw${i}`, `page ${i}`, true)).toBe(false);
    expect(shelf.get('home')).toBe('home');
    expect(shelf.get('kw49')).toBeUndefined();
    // Asked again (still remembered as seen): kept now, and found after.
    expect(shelf.keep('kw49', 'page 49', true)).toBe(true);
    expect(shelf.get('kw49')).toBe('page 49');
    // A search whose shell is kept is renewed at once when it expires.
    expect(shelf.keep('kw49', 'page 49 anew', true)).toBe(true);
    expect(shelf.get('kw49')).toBe('page 49 anew');
    // The searches seen once are remembered within a bound: the oldest is forgotten.
    const small = new ShellShelf<string>(2, 2);
    for (const k of ['a', 'b', 'c']) small.keep(k, k, true);
    expect(small.keep('a', 'a', true)).toBe(false);
    expect(small.keep('c', 'c', true)).toBe(true);
  });

  it('forgets everything, the searches seen included, when cleared', () => {
    const shelf = new ShellShelf<string>(3);
    shelf.keep('home', 'home', false);
    shelf.keep('kw', 'kw', true);
    shelf.clear();
    expect(shelf.get('home')).toBeUndefined();
    expect(shelf.keep('kw', 'kw', true)).toBe(false);
  });
});
