// The category menus' behaviour (components/CategoryMenu.astro renders their markup, once per change of the
// categories, for every page). Without this script, CSS hover and focus-within open the panels; with it, the menu
// is a real menu: aria-expanded on the top items that have a panel, Escape closes (even while focus stays on the
// category), ↑ ↓ Home End move between top items, → enters the panel and ← returns, and a first tap on a touch
// screen opens a panel instead of following the link (a second tap follows it, a tap elsewhere closes it).
// The state is the DOM's: the item with `is-open` shows its panel (store.css, `.cate-menu.is-live`). One set of
// listeners on the document serves every menu of the page.
// On a phone (store.css, ≤ 720 px) an opened category takes the menu's place: a 返回全部分类 button (added here, so the
// markup stays as light as the desktop's), the category's own link as 全部<category>, then its children and
// grandchildren as large targets. The mouseover and focus a tap brings open nothing (on a phone the layout would
// change under the finger before the tap's click); the click decides.
// The strip's 全部商品分类 (`.cate-drop`) becomes a disclosure: aria-expanded, a tap or click toggles it, focus
// arriving opens it, Escape (with no category open) or a tap elsewhere closes it. Opened on a phone it has a history
// entry of its own, so the phone's Back closes it rather than leaving the page (with a category open, Back closes the
// category first, as 返回全部分类 does); closed otherwise, the entry is taken back (history.back), and a link followed
// from it replaces the entry, so none is left behind.

const MENU = '.cate-menu.is-live';
const DROP = '.cate-drop.is-live';
type Item = HTMLLIElement;

const itemsOf = (menu: Element) => [...menu.children] as Item[];
const topOf = (item: Item | undefined) => item?.querySelector<HTMLAnchorElement>(':scope > .cate-top') ?? null;
const panelOf = (item: Item | null | undefined) => item?.querySelector<HTMLElement>(':scope > .cate-panel') ?? null;
const backOf = (item: Item) => item.querySelector<HTMLButtonElement>(':scope > .cate-back');
const within = (el: Element, node: EventTarget | null) => node instanceof Node && el.contains(node);
/** The menu and item an event happened in, for live menus only. */
function where(target: EventTarget | null) {
  const el = target instanceof Element ? target : null;
  const menu = el?.closest(MENU);
  if (!menu) return null;
  const item = itemsOf(menu).find((li) => li.contains(el)) ?? null;
  return { menu, item };
}

/** Opens `item` (or closes every panel) and keeps aria-expanded in step. */
function setOpen(menu: Element, item: Item | null) {
  for (const li of itemsOf(menu)) {
    li.classList.toggle('is-open', li === item);
    if (panelOf(li)) topOf(li)?.setAttribute('aria-expanded', String(li === item));
  }
  menu.classList.toggle('has-open', !!panelOf(item));
}

/** Whether the open strip menu has its own history entry (on a phone). */
let pushed = false;

/** Opens or closes a strip's 全部商品分类 and keeps its button's aria-expanded and its phone history entry in step. */
function setDropOpen(drop: Element, open: boolean) {
  drop.classList.toggle('is-open', open);
  drop.querySelector(':scope > .cate-drop-btn')?.setAttribute('aria-expanded', String(open));
  if (open && !pushed && matchMedia('(max-width: 720px)').matches) {
    pushed = true;
    history.pushState(history.state, '');
  } else if (!open && pushed) {
    pushed = false;
    history.back();
  }
}

/** The item the pointer rests on or the focus is in: what CSS alone would show. */
const shown = (menu: Element) => itemsOf(menu).find((li) => li.matches(':hover') || li.contains(document.activeElement)) ?? null;

/** A category's 返回全部分类, shown on a phone while the category is open. */
function backButton() {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'cate-back';
  b.textContent = '返回全部分类';
  return b;
}

export function wireCategoryMenus() {
  for (const menu of document.querySelectorAll('.cate-menu')) {
    for (const li of itemsOf(menu)) if (panelOf(li)) li.prepend(backButton());
    menu.classList.add('is-live');
    setOpen(menu, shown(menu)); // the visitor may already be pointing at a category
  }
  for (const drop of document.querySelectorAll('.cate-drop')) {
    const menu = drop.querySelector('.cate-menu');
    if (menu) drop.querySelector(':scope > .cate-drop-btn')?.setAttribute('aria-controls', menu.id);
    drop.classList.add('is-live');
    setDropOpen(drop, drop.contains(document.activeElement));
  }
  // A touch's first tap on a closed category with a panel opens it; the click that follows must not navigate.
  let tap = { touch: false, wasOpen: false };
  // When the last touch began: the mouse events and focus a tap brings follow it (within TOUCH_MS) and are not the
  // mouse's or the keyboard's. A strip's state at the start of a press, for the click that ends it.
  let touchAt = -Infinity;
  const TOUCH_MS = 1000;
  const byTouch = (e: Event) => e.timeStamp - touchAt < TOUCH_MS;
  let dropWasOpen = false;

  document.addEventListener('mouseover', (e) => {
    if (byTouch(e)) return;
    const at = where(e.target);
    if (at?.item && !at.item.classList.contains('is-open')) setOpen(at.menu, at.item);
  });
  document.addEventListener('mouseout', (e) => {
    if (byTouch(e)) return;
    const at = where(e.target);
    if (at && !within(at.menu, e.relatedTarget)) setOpen(at.menu, at.menu.contains(document.activeElement) ? shown(at.menu) : null);
  });
  // Focus arriving from outside an item opens it; focus moving inside it (Escape leaves it on the top link) does not.
  document.addEventListener('focusin', (e) => {
    if (byTouch(e)) return;
    const drop = (e.target as Element).closest?.(DROP);
    if (drop && !within(drop, e.relatedTarget)) setDropOpen(drop, true);
    const at = where(e.target);
    if (at?.item && !within(at.item, e.relatedTarget)) setOpen(at.menu, at.item);
  });
  document.addEventListener('focusout', (e) => {
    const drop = (e.target as Element).closest?.(DROP);
    if (drop && !within(drop, e.relatedTarget)) setDropOpen(drop, false);
    const at = where(e.target);
    if (at && !within(at.menu, e.relatedTarget)) setOpen(at.menu, at.menu.matches(':hover') ? shown(at.menu) : null);
  });
  document.addEventListener('pointerdown', (e) => {
    touchAt = e.pointerType === 'touch' ? e.timeStamp : -Infinity;
    // A tap elsewhere closes a panel opened by touch, and a strip's open menu.
    for (const menu of document.querySelectorAll(MENU))
      if (!within(menu, e.target) && menu.querySelector('.is-open')) setOpen(menu, shown(menu));
    for (const drop of document.querySelectorAll(`${DROP}.is-open`)) if (!within(drop, e.target)) setDropOpen(drop, false);
    dropWasOpen = !!(e.target as Element).closest?.(`${DROP}.is-open`);
    const at = where(e.target);
    if (at?.item) tap = { touch: e.pointerType === 'touch', wasOpen: at.item.classList.contains('is-open') };
  });
  document.addEventListener('click', (e) => {
    const btn = (e.target as Element).closest?.(`${DROP} > .cate-drop-btn`);
    // A press toggles what it found (its focus may have opened the menu since); Enter or Space toggles what is.
    if (btn) setDropOpen(btn.parentElement!, !(e.detail > 0 ? dropWasOpen : btn.parentElement!.classList.contains('is-open')));
    const at = where(e.target);
    if (!at?.item) return;
    const back = backOf(at.item);
    if (back && within(back, e.target)) {
      setOpen(at.menu, null);
      topOf(at.item)?.focus();
      return;
    }
    if (!within(topOf(at.item)!, e.target)) return;
    if (tap.touch && !tap.wasOpen && panelOf(at.item)) {
      e.preventDefault();
      setOpen(at.menu, at.item);
      // On a phone the category now stands where the menu begins: bring that into sight.
      const top = at.menu.getBoundingClientRect().top;
      if (back && back.getClientRects().length > 0 && top < 0) scrollBy(0, top);
    }
  });
  // A link followed from the open menu takes the place of its entry (after the listener above, which may keep the tap);
  // the menu closes first, so the page is found closed if Back brings it from the back-forward cache.
  document.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.<HTMLAnchorElement>(`${DROP} a[href]`);
    if (pushed && link && !e.defaultPrevented) {
      e.preventDefault();
      pushed = false;
      setDropOpen(link.closest(DROP)!, false);
      location.replace(link.href);
    }
  });
  // The phone's Back took the open menu's entry: an open category closes (the menu takes its entry again), else the
  // menu does. It closed the whole menu, the category with it.
  addEventListener('popstate', () => {
    if (!pushed) return;
    const open = document.querySelector(`${DROP}.is-open ${MENU}.has-open`);
    if (open) {
      setOpen(open, null);
      return history.pushState(history.state, '');
    }
    pushed = false;
    for (const drop of document.querySelectorAll(`${DROP}.is-open`)) setDropOpen(drop, false);
  });
  document.addEventListener('keydown', (e) => {
    touchAt = -Infinity; // the focus that follows is the keyboard's
    // Escape with no category open closes a strip's menu and gives the focus back to its button.
    const drop = e.key === 'Escape' ? (e.target as Element).closest?.(`${DROP}.is-open`) : null;
    if (drop && !drop.querySelector('.cate-item.is-open')) {
      setDropOpen(drop, false);
      drop.querySelector<HTMLElement>(':scope > .cate-drop-btn')?.focus();
    }
    const at = where(e.target);
    if (!at?.item) return;
    const { menu, item } = at;
    const items = itemsOf(menu);
    const i = items.indexOf(item);
    if (e.target === topOf(item)) {
      const to = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: items.length - 1 }[e.key];
      const panel = panelOf(item);
      if (to !== undefined) {
        e.preventDefault();
        const next = items[(to + items.length) % items.length];
        topOf(next)?.focus();
        setOpen(menu, next ?? null);
      } else if (e.key === 'ArrowRight' && panel) {
        e.preventDefault();
        setOpen(menu, item); // a closed panel cannot take focus: open it first
        panel.querySelector('a')?.focus();
      } else if (e.key === 'Escape') {
        setOpen(menu, null);
      }
    } else if (e.key === 'Escape' || e.key === 'ArrowLeft') {
      // Anywhere else in the item is its panel: back to the category.
      e.preventDefault();
      topOf(item)?.focus();
      if (e.key === 'Escape') setOpen(menu, null);
    }
  });
}
