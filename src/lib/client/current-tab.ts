// A row of link tabs that scrolls sideways on a phone (the state tabs of the account lists, the activity zones): the
// current tab brought into the row's view when the page opens. The row opened at its start, and a current tab further
// along (领券中心, 已撤回) was cut off or out of sight. (A tablist whose tabs are buttons needs none: the tab clicked
// has focus, which the browser scrolls into view, and 我的优惠券 opens on its first tab.)

/** The tab a row marks as current. */
const CURRENT = '[aria-current="page"]';

/** Centres the row's current tab by the row's own scroll, never the page's; a row that does not scroll is left. */
function showCurrentTab(row: HTMLElement): void {
  const on = row.querySelector<HTMLElement>(CURRENT);
  if (!on || row.scrollWidth <= row.clientWidth) return;
  const [r, t] = [row.getBoundingClientRect(), on.getBoundingClientRect()];
  row.scrollLeft += t.left + t.width / 2 - (r.left + r.width / 2);
}

/** Every row on the page marked data-current-tab (the components' scripts call this once on load). */
export function showCurrentTabs(): void {
  for (const row of document.querySelectorAll<HTMLElement>('[data-current-tab]')) showCurrentTab(row);
}
