// The category menus' behaviour (components/CategoryMenu.astro renders their markup, once per change of the
// categories, for every page). Without this script, CSS hover and focus-within open the panels; with it, the menu
// is a real menu: aria-expanded on the top items that have a panel, Escape closes (even while focus stays on the
// category), ↑ ↓ Home End move between top items, → enters the panel and ← returns, and a first tap on a touch
// screen opens a panel instead of following the link (a second tap follows it, a tap elsewhere closes it).
// The state is the DOM's: the item with `is-open` shows its panel (store.css, `.cate-menu.is-live`). One set of
// listeners on the document serves every menu of the page.

const MENU = '.cate-menu.is-live';
type Item = HTMLLIElement;

const itemsOf = (menu: Element) => [...menu.children] as Item[];
const topOf = (item: Item | undefined) => item?.querySelector<HTMLAnchorElement>(':scope > .cate-top') ?? null;
const panelOf = (item: Item | undefined) => item?.querySelector<HTMLElement>(':scope > .cate-panel') ?? null;
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
}

/** The item the pointer rests on or the focus is in: what CSS alone would show. */
const shown = (menu: Element) => itemsOf(menu).find((li) => li.matches(':hover') || li.contains(document.activeElement)) ?? null;

export function wireCategoryMenus() {
  for (const menu of document.querySelectorAll('.cate-menu')) {
    menu.classList.add('is-live');
    setOpen(menu, shown(menu)); // the visitor may already be pointing at a category
  }
  // A touch's first tap on a closed category with a panel opens it; the click that follows must not navigate.
  let tap = { touch: false, wasOpen: false };

  document.addEventListener('mouseover', (e) => {
    const at = where(e.target);
    if (at?.item && !at.item.classList.contains('is-open')) setOpen(at.menu, at.item);
  });
  document.addEventListener('mouseout', (e) => {
    const at = where(e.target);
    if (at && !within(at.menu, e.relatedTarget)) setOpen(at.menu, at.menu.contains(document.activeElement) ? shown(at.menu) : null);
  });
  // Focus arriving from outside an item opens it; focus moving inside it (Escape leaves it on the top link) does not.
  document.addEventListener('focusin', (e) => {
    const at = where(e.target);
    if (at?.item && !within(at.item, e.relatedTarget)) setOpen(at.menu, at.item);
  });
  document.addEventListener('focusout', (e) => {
    const at = where(e.target);
    if (at && !within(at.menu, e.relatedTarget)) setOpen(at.menu, at.menu.matches(':hover') ? shown(at.menu) : null);
  });
  document.addEventListener('pointerdown', (e) => {
    // A tap elsewhere closes a panel opened by touch.
    for (const menu of document.querySelectorAll(MENU))
      if (!within(menu, e.target) && menu.querySelector('.is-open')) setOpen(menu, shown(menu));
    const at = where(e.target);
    if (at?.item) tap = { touch: e.pointerType === 'touch', wasOpen: at.item.classList.contains('is-open') };
  });
  document.addEventListener('click', (e) => {
    const at = where(e.target);
    if (!at?.item || !within(topOf(at.item)!, e.target)) return;
    if (tap.touch && !tap.wasOpen && panelOf(at.item)) {
      e.preventDefault();
      setOpen(at.menu, at.item);
    }
  });
  document.addEventListener('keydown', (e) => {
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
