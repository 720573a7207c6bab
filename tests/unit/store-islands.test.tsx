// @vitest-environment happy-dom
// The storefront islands as components: the server markup they render, hydration without mismatches when
// the client-side stores already differ, and the detail page's favourite toggle following the shared state.
import { act, createElement } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CategoryMenu, { type Cat } from '~/islands/store/CategoryMenu.tsx';
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

const tree: Cat[] = [
  [
    1,
    '宣传印刷',
    [
      [
        2,
        '画册样本',
        [
          [3, '企业画册'],
          [4, '产品手册'],
        ],
      ],
      [5, '折页单页'],
    ],
  ],
  [11, '办公印刷'],
];

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

describe('CategoryMenu', () => {
  it('renders the CSS-only menu on the server: links with all three levels, no aria-expanded', () => {
    const html = renderToString(createElement(CategoryMenu, { tree, id: 'm' }));
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('style=');
    const host = document.createElement('div');
    host.innerHTML = html;
    const ul = host.querySelector('ul#m.cate-menu')!;
    expect(ul.getAttribute('aria-label')).toBe('商品分类');
    expect([...ul.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/indexpage/productlist?type1=1&type2=&type3=',
      '/indexpage/productlist?type1=1&type2=2&type3=',
      '/indexpage/productlist?type1=1&type2=2&type3=3',
      '/indexpage/productlist?type1=1&type2=2&type3=4',
      '/indexpage/productlist?type1=1&type2=5&type3=',
      '/indexpage/productlist?type1=11&type2=&type3=',
    ]);
    expect(ul.querySelector('.cate-hint')!.textContent).toBe('画册样本 / 折页单页');
    expect(ul.querySelectorAll('.cate-panel')).toHaveLength(1); // a category without children has no panel
  });

  it('hydrates cleanly and then marks the top items that have a panel', () => {
    const { host, errors } = hydrate(createElement(CategoryMenu, { tree, id: 'm' }));
    expect(errors).toEqual([]);
    const tops = host.querySelectorAll('.cate-top');
    expect(tops[0]!.getAttribute('aria-expanded')).toBe('false');
    expect(tops[1]!.hasAttribute('aria-expanded')).toBe(false);
    expect(host.querySelector('ul')!.classList.contains('is-live')).toBe(true);
  });
});

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
