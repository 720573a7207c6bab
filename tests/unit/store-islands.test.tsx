// @vitest-environment happy-dom
// The storefront islands as components: the server markup they render, hydration without mismatches when
// the client-side stores already differ, and the detail page's favourite toggle following the shared state.
import { act, createElement } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import FavouriteToggle from '~/islands/store/FavouriteToggle.tsx';
import CartBadge from '~/islands/store/CartBadge.tsx';
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

describe('CartBadge', () => {
  it('shows the server count at hydration although the stored number differs, then follows the store (99+ above 99)', () => {
    setCartNum(3); // another page left its number in localStorage
    const { host, errors } = hydrate(createElement(CartBadge, { count: 5 }));
    expect(errors).toEqual([]);
    const badge = host.querySelector<HTMLElement>('[data-cart-badge]')!;
    act(() => setCartNum(120));
    expect(badge.textContent).toBe('共99+件');
    expect(badge.dataset.count).toBe('120');
    act(() => setCartNum(0));
    expect(badge.hidden).toBe(true);
  });

  it('renders the side bar variant without the screen-reader words', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    act(() => root.render(createElement(CartBadge, { count: 7, side: true })));
    expect(host.innerHTML).toContain('class="cart-badge sb-badge"');
  });
});
