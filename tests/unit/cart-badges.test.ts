// @vitest-environment happy-dom
// The cart badges: plain markup (shared/marks.ts) kept in step by lib/client/cart-badges.ts for a signed-in buyer.
import { describe, expect, it } from 'vitest';
import { wireCartBadges } from '~/lib/client/cart-badges.ts';
import { setCartNum } from '~/lib/client/stores.ts';
import { cartBadgeHtml } from '~/lib/shared/marks.ts';

describe('cart badges (plain markup, lib/client/cart-badges.ts)', () => {
  it('start from the server count, then follow the store, cart:changed and its count (99+ above 99, hidden at 0)', () => {
    setCartNum(5); // furniture.ts puts the server's count into the store before wiring
    document.body.innerHTML = `<header>${cartBadgeHtml(5)}</header><aside>${cartBadgeHtml(5, true)}</aside>`;
    wireCartBadges();
    const [head, side] = [...document.querySelectorAll<HTMLElement>('[data-cart-badge]')];
    expect([head!.textContent, side!.textContent, head!.hasAttribute('data-live')]).toEqual(['共5件', '5', true]);
    setCartNum(120);
    expect([head!.textContent, head!.dataset.count, side!.textContent]).toEqual(['共99+件', '120', '99+']);
    dispatchEvent(new CustomEvent('cart:changed', { detail: { count: 0 } }));
    expect([head!.hidden, side!.hidden, head!.dataset.count]).toEqual([true, true, '0']);
    dispatchEvent(new CustomEvent('cart:changed', { detail: { count: 3 } }));
    expect([head!.hidden, head!.textContent, side!.textContent]).toEqual([false, '共3件', '3']);
  });
});
