// @vitest-environment happy-dom
// The storefront islands as components: the server markup they render, hydration without mismatches when
// the client-side stores already differ, and the detail page's favourite toggle following the shared state.
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import FavouriteToggle from '~/islands/store/FavouriteToggle.tsx';
import { wireCartBadges } from '~/lib/client/cart-badges.ts';
import { cartBadgeHtml } from '~/lib/shared/marks.ts';
import { $favourites, setCartNum } from '~/lib/client/stores.ts';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((r) => r.unmount()));
  document.body.innerHTML = '';
  $favourites.set({});
});

/** Server-renders `el`, then hydrates it in the document; returns the host and the recoverable errors React met. */
function hydrate(el: ReturnType<typeof createElement>) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(el);
  document.body.append(host);
  const errors: unknown[] = [];
  act(() => {
    roots.push(hydrateRoot(host, el, { onRecoverableError: (e) => errors.push(e) }));
  });
  return { host, errors };
}

describe('FavouriteToggle', () => {
  it('follows the shared state of its product, and hydrates with the server state first', () => {
    const a = hydrate(createElement(FavouriteToggle, { id: 7, on: 0 }));
    const other = hydrate(createElement(FavouriteToggle, { id: 8, on: 0 }));
    expect([a.errors, other.errors]).toEqual([[], []]);
    expect(a.host.textContent).toBe('♡收藏');
    act(() => $favourites.setKey('7', true));
    expect(a.host.textContent).toBe('♥已收藏');
    expect(a.host.querySelector('button')!.getAttribute('aria-pressed')).toBe('true');
    expect(other.host.querySelector('button')!.getAttribute('aria-pressed')).toBe('false');
    // A copy hydrating after the toggle shows the server's state at hydration, then the shared one.
    const late = hydrate(createElement(FavouriteToggle, { id: 7, on: 0 }));
    expect(late.errors).toEqual([]);
    expect(late.host.textContent).toBe('♥已收藏');
  });
});

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
