// @vitest-environment happy-dom
// The category menus' behaviour (lib/client/category-menu.ts) over the markup components/CategoryMenu.astro renders:
// aria-expanded only once wired, focus and pointer open a category, arrow keys, Escape, and the touch screen's
// first tap. (The server markup itself: the real pages in tests/e2e/store-islands.spec.ts and tests/api/admin-catalogue.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { wireCategoryMenus } from '~/lib/client/category-menu.ts';

// Two menus on one page, as on the home page (hero and strip): one set of document listeners serves both.
const menu = (id: string) => `
<ul class="cate-menu" id="${id}" aria-label="商品分类">
  <li class="cate-item"><a class="cate-top" href="/p?type1=1&type2=&type3="><span>宣传印刷</span><span class="cate-hint">画册样本</span></a>
    <div class="cate-panel"><dl class="cate-group"><dt><a href="/p?type1=1&type2=2&type3=">画册样本</a></dt>
      <dd><a href="/p?type1=1&type2=2&type3=3">企业画册</a></dd></dl></div></li>
  <li class="cate-item"><a class="cate-top" href="/p?type1=11&type2=&type3="><span>办公印刷</span><span class="cate-hint"></span></a></li>
  <li class="cate-item"><a class="cate-top" href="/p?type1=21&type2=&type3="><span>办公用品</span><span class="cate-hint">笔</span></a>
    <div class="cate-panel"><dl class="cate-group"><dt><a href="/p?type1=21&type2=22&type3=">笔</a></dt><dd></dd></dl></div></li>
</ul>`;

const $ = (id: string) => document.getElementById(id)!;
const items = (id: string) => [...$(id).querySelectorAll<HTMLLIElement>(':scope > .cate-item')];
const tops = (id: string) => [...$(id).querySelectorAll<HTMLAnchorElement>('.cate-top')];
const open = (id: string) => items(id).map((li) => li.classList.contains('is-open'));
const key = (el: Element, k: string) => {
  const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  el.dispatchEvent(e);
  return e.defaultPrevented;
};

// The strip's 全部商品分类 around a third menu.
const drop = `<div class="cate-drop" id="drop"><button type="button" class="cate-drop-btn">全部商品分类</button>
  <div class="cate-drop-panel">${menu('c')}</div></div>`;
const touch = (el: Element) => el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
const click = (el: Element, detail = 1) => {
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, detail });
  el.dispatchEvent(e);
  return e.defaultPrevented;
};

beforeAll(() => {
  document.body.innerHTML = `${menu('a')}<p id="away" tabindex="-1">elsewhere</p>${menu('b')}${drop}`;
  // Before wiring: the CSS-only markup the server sends.
  expect(document.body.innerHTML).not.toContain('aria-expanded');
  wireCategoryMenus();
});

describe('category menu', () => {
  it('is live once wired: aria-expanded on the top items that have a panel, none open', () => {
    for (const id of ['a', 'b']) {
      expect($(id).classList.contains('is-live')).toBe(true);
      expect(tops(id).map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', null, 'false']);
      expect(open(id)).toEqual([false, false, false]);
    }
  });

  it('opens the category the focus arrives at; arrows move between top items and wrap; Escape closes', () => {
    tops('a')[0]!.focus();
    expect(open('a')).toEqual([true, false, false]);
    expect(tops('a')[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(open('b')).toEqual([false, false, false]); // the other menu is left alone

    expect(key(tops('a')[0]!, 'ArrowDown')).toBe(true);
    expect(document.activeElement).toBe(tops('a')[1]);
    expect(open('a')).toEqual([false, true, false]);
    expect(tops('a')[0]!.getAttribute('aria-expanded')).toBe('false');

    key(tops('a')[1]!, 'ArrowUp');
    key(tops('a')[0]!, 'ArrowUp'); // ↑ from the first wraps to the last
    expect(document.activeElement).toBe(tops('a')[2]);
    key(tops('a')[2]!, 'Home');
    expect(document.activeElement).toBe(tops('a')[0]);

    key(tops('a')[0]!, 'Escape');
    expect(document.activeElement).toBe(tops('a')[0]); // the focus stays on its category, the panel closes
    expect(open('a')).toEqual([false, false, false]);
    expect(tops('a')[0]!.getAttribute('aria-expanded')).toBe('false');
  });

  it('→ opens the panel and enters it, ← returns to the category, Escape in the panel closes it', () => {
    tops('a')[0]!.focus();
    key(tops('a')[0]!, 'Escape');
    expect(key(tops('a')[0]!, 'ArrowRight')).toBe(true);
    const first = items('a')[0]!.querySelector<HTMLAnchorElement>('.cate-panel a')!;
    expect(document.activeElement).toBe(first);
    expect(open('a')).toEqual([true, false, false]);
    key(first, 'ArrowLeft');
    expect(document.activeElement).toBe(tops('a')[0]);
    expect(open('a')).toEqual([true, false, false]);
    key(tops('a')[0]!, 'ArrowRight');
    key(first, 'Escape');
    expect(document.activeElement).toBe(tops('a')[0]);
    expect(open('a')).toEqual([false, false, false]);
    // → on a category without a panel does nothing.
    tops('a')[1]!.focus();
    expect(key(tops('a')[1]!, 'ArrowRight')).toBe(false);
    expect(document.activeElement).toBe(tops('a')[1]);
  });

  it('closes when the focus leaves the menu', () => {
    tops('b')[2]!.focus();
    expect(open('b')).toEqual([false, false, true]);
    $('away').focus();
    expect(open('b')).toEqual([false, false, false]);
  });

  it('the pointer opens the category it rests on and closes it on leaving the menu', () => {
    $('away').focus();
    const hint = items('b')[2]!.querySelector('.cate-hint')!;
    hint.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(open('b')).toEqual([false, false, true]);
    hint.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: tops('b')[0] }));
    expect(open('b')).toEqual([false, false, true]); // still inside the menu
    hint.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: $('away') }));
    expect(open('b')).toEqual([false, false, false]);
  });

  it('on a touch screen a first tap opens a category with a panel, a second follows its link', () => {
    $('away').focus();
    const top = tops('b')[0]!;
    const tap = () => {
      top.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      top.querySelector('span')!.dispatchEvent(click);
      return click.defaultPrevented;
    };
    expect(tap()).toBe(true); // not followed
    expect(open('b')).toEqual([true, false, false]);
    expect(tap()).toBe(false); // followed
    // A tap elsewhere closes it; a mouse click follows the link at once.
    $('away').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    expect(open('b')).toEqual([false, false, false]);
    top.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    top.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    // A category without a panel is followed on the first tap.
    const plain = tops('b')[1]!;
    plain.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    const c2 = new MouseEvent('click', { bubbles: true, cancelable: true });
    plain.dispatchEvent(c2);
    expect(c2.defaultPrevented).toBe(false);
  });

  it('gives each category with a panel a 返回全部分类 (for the phone layout) that closes it and returns to the category', () => {
    $('away').focus();
    const backs = items('a').map((li) => li.querySelector(':scope > .cate-back')?.textContent ?? null);
    expect(backs).toEqual(['返回全部分类', null, '返回全部分类']);
    expect(items('a')[0]!.firstElementChild!.tagName).toBe('BUTTON'); // before the category's link
    touch(tops('a')[0]!);
    expect(click(tops('a')[0]!)).toBe(true);
    expect(open('a')).toEqual([true, false, false]);
    expect($('a').classList.contains('has-open')).toBe(true); // store.css: the opened category alone, on a phone
    const back = items('a')[0]!.querySelector<HTMLButtonElement>('.cate-back')!;
    touch(back);
    expect(click(back)).toBe(false);
    expect(open('a')).toEqual([false, false, false]);
    expect($('a').classList.contains('has-open')).toBe(false);
    expect(document.activeElement).toBe(tops('a')[0]);
    expect(tops('a')[0]!.getAttribute('aria-expanded')).toBe('false');
  });

  it('a category without a panel does not take the menu’s place', () => {
    $('away').focus();
    key($('away'), 'Tab'); // a key: what follows is not a tap's
    tops('a')[1]!.focus();
    expect(open('a')).toEqual([false, true, false]);
    expect($('a').classList.contains('has-open')).toBe(false);
    $('away').focus();
  });

  it('the mouseover and focus a tap brings open nothing: the tap’s click decides', () => {
    $('away').focus();
    touch(tops('a')[2]!);
    tops('a')[2]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    tops('a')[2]!.focus();
    expect(open('a')).toEqual([false, false, false]);
    expect(click(tops('a')[2]!)).toBe(true);
    expect(open('a')).toEqual([false, false, true]);
    // A key after the tap: the focus is the keyboard's again.
    key(tops('a')[2]!, 'ArrowUp');
    expect(document.activeElement).toBe(tops('a')[1]);
    expect(open('a')).toEqual([false, true, false]);
    $('away').focus();
  });
});

describe('the strip’s 全部商品分类', () => {
  const btn = () => $('drop').querySelector<HTMLButtonElement>('.cate-drop-btn')!;
  const expanded = () => btn().getAttribute('aria-expanded');

  it('is a disclosure once wired: aria-expanded and aria-controls on its button', () => {
    expect($('drop').classList.contains('is-live')).toBe(true);
    expect(expanded()).toBe('false');
    expect(btn().getAttribute('aria-controls')).toBe('c');
  });

  it('a tap toggles it, a tap elsewhere closes it', () => {
    $('away').focus();
    touch(btn());
    btn().focus(); // a tap's focus opens nothing by itself
    expect(expanded()).toBe('false');
    click(btn());
    expect(expanded()).toBe('true');
    expect($('drop').classList.contains('is-open')).toBe(true);
    touch(btn());
    click(btn());
    expect(expanded()).toBe('false');
    touch(btn());
    click(btn());
    touch($('away'));
    expect(expanded()).toBe('false');
  });

  it('a mouse press opens it once though its focus opened it first; Enter toggles', () => {
    $('away').focus();
    btn().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    btn().focus();
    expect(expanded()).toBe('true');
    click(btn());
    expect(expanded()).toBe('true');
    click(btn(), 0); // Enter or Space
    expect(expanded()).toBe('false');
    click(btn(), 0);
    expect(expanded()).toBe('true');
    $('away').focus();
    expect(expanded()).toBe('false');
  });

  it('focus arriving opens it; Escape closes the category first, then the menu, back on its button', () => {
    $('away').focus();
    key($('away'), 'Tab');
    btn().focus();
    expect(expanded()).toBe('true');
    tops('c')[0]!.focus();
    expect(open('c')).toEqual([true, false, false]);
    key(tops('c')[0]!, 'Escape');
    expect(open('c')).toEqual([false, false, false]);
    expect(expanded()).toBe('true');
    key(tops('c')[0]!, 'Escape');
    expect(expanded()).toBe('false');
    expect(document.activeElement).toBe(btn());
    $('away').focus();
  });
});
