// The signed-in page shell's marks (storefront/member-shell.ts): split once, filled per buyer with escaped values,
// and nothing but this process's own marks is ever taken for one.
import { describe, expect, it } from 'vitest';
import { fillShell, shellMark, splitShell } from '~/lib/server/storefront/member-shell.ts';
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
