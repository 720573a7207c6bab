// The back office's lists on phones stack each row as a card, each cell led by its column's name (admin.css shows
// data-label before the value). This names the cells: those in the page's HTML at once, and those an island renders
// later (a help page's revisions after another page is opened, a SKU row added in the product editor) as they come.

/** Gives every body cell of `table` its column's name, where the head names one. */
export function labelCells(table: HTMLTableElement) {
  const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  for (const row of table.querySelectorAll('tbody tr')) {
    [...row.children].forEach((cell, i) => {
      if (heads[i] && cell.getAttribute('data-label') !== heads[i]) cell.setAttribute('data-label', heads[i]);
    });
  }
}

/** Labels the lists (table.grid) below `root` now, and the ones whose rows change afterwards. */
export function watchTableLabels(root: HTMLElement = document.body) {
  for (const t of root.querySelectorAll<HTMLTableElement>('table.grid')) labelCells(t);
  new MutationObserver((records) => {
    const touched = new Set<HTMLTableElement>();
    for (const r of records) {
      const at = r.target instanceof Element ? r.target : r.target.parentElement;
      const table = at?.closest<HTMLTableElement>('table.grid');
      if (table) touched.add(table);
      for (const n of r.addedNodes) {
        if (n instanceof Element) for (const t of n.querySelectorAll<HTMLTableElement>('table.grid')) touched.add(t);
        if (n instanceof HTMLTableElement && n.matches('table.grid')) touched.add(n);
      }
    }
    for (const t of touched) labelCells(t);
  }).observe(root, { childList: true, subtree: true });
}
