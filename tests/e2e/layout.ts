// Layout checks run in the page by the width sweeps (journey-phone.spec.ts for the store, admin-screens.spec.ts for
// the back office).

/**
 * Text a narrow screen has squeezed, run in the page: a run of characters set one or two a line (a column too narrow
 * for its words, as the activity pages' four-column grids were at 360 px), or a button's or tag's label broken over
 * two lines. Each as `"text" in tag.class: N lines`.
 */
export function squeezedText(): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = (n.textContent ?? '').replace(/\s+/g, '');
    const el = n.parentElement;
    if (text.length < 2 || !el) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // hidden, or a screen reader's label
    range.selectNodeContents(n);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    const label = el.closest('button, .btn, .tag, .state-badge, .badge');
    if ((lines >= 3 && text.length / lines <= 2) || (label && lines > 1 && text.length <= 12)) {
      out.push(`"${text.slice(0, 20)}" in ${el.tagName.toLowerCase()}.${el.className}: ${lines} lines`);
    }
  }
  return out;
}
