// Layout checks run in the page by the width sweeps (journey-phone.spec.ts for the store, admin-screens.spec.ts for
// the back office), and the dialogs' action row checked from the test.
import { expect, type Locator } from '@playwright/test';

/**
 * A form dialog's buttons are the store's dialog row (.modal-actions): 取消, then the primary action, whose right edge
 * is the fields' right edge, both of a dialog button's full height (not a list's small button row).
 */
export async function expectDialogActions(dialog: Locator, field: string, primary: string) {
  const [input, cancel, submit] = await Promise.all(
    [
      dialog.getByLabel(field, { exact: true }),
      dialog.getByRole('button', { name: '取消' }),
      dialog.getByRole('button', { name: primary }),
    ].map(async (l) => (await l.boundingBox())!),
  );
  expect(cancel.x + cancel.width).toBeLessThanOrEqual(submit.x);
  expect(Math.abs(submit.x + submit.width - (input.x + input.width))).toBeLessThan(2);
  expect([cancel.height, submit.height]).toEqual([36, 36]);
}

/**
 * Text a narrow screen has squeezed, run in the page: a run of characters set one or two a line (a column too narrow
 * for its words, as the activity pages' four-column grids were at 360 px), a button's, tag's or sort bar's label broken
 * over two lines, or a row of tabs split over two rows (the product list's sort bar at 390 px broke 共 6 件商品 after 件
 * and put 价格从高到低 and 新品 on a second row). Each as `"text" in tag.class: N lines` or `.class: N rows`.
 */
export function squeezedText(): string[] {
  const ONE_ROW = '.sorts, .zone-nav, .slots, .order-tabs';
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
    const label = el.closest('button, .btn, .tag, .state-badge, .badge, .sort-bar');
    if ((lines >= 3 && text.length / lines <= 2) || (label && lines > 1 && text.length <= 12)) {
      out.push(`"${text.slice(0, 20)}" in ${el.tagName.toLowerCase()}.${el.className}: ${lines} lines`);
    }
  }
  // Rows of tabs stay one row: they scroll sideways where they do not fit (the design centre's category tabs wrap by design).
  for (const row of document.querySelectorAll<HTMLElement>(ONE_ROW)) {
    const tops = [...row.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0);
    const rows = new Set(tops.map((r) => Math.round(r.top))).size;
    if (rows > 1) out.push(`${row.tagName.toLowerCase()}.${row.className}: ${rows} rows`);
  }
  return out;
}
