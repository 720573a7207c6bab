// Display helpers of the back office: dates in China time, money, and state badges (names come from each domain's own table).
import { formatPrice } from '~/lib/shared/money.ts';
import { formatTime } from '~/lib/shared/time.ts';

export const yuan = (fen: number | null | undefined) => (fen === null || fen === undefined ? '-' : formatPrice(fen));

/** "2026-07-01 14:05" in China time (UTC+8), whatever the server's zone. */
export function when(d: Date | string | null | undefined): string {
  if (!d) return '-';
  return formatTime(d);
}

const WARN = new Set([
  'quoting',
  'confirming',
  'unshipped',
  'submitted',
  'returning',
  'received',
  'requested',
  'pending',
  'aftersale',
  'exception',
]);
const OK = new Set(['completed', 'refunded', 'issued', 'approved', 'resolved']);
const OFF = new Set(['cancelled', 'rejected', 'withdrawn']);

/** The badge class of a state key: work waiting (warn), done (ok), ended (off). */
export function badgeClass(state: string): string {
  return WARN.has(state) ? 'badge badge-warn' : OK.has(state) ? 'badge badge-ok' : OFF.has(state) ? 'badge badge-off' : 'badge';
}

/**
 * The back office's list pages edit a record in the form beside the list (`?edit=`); below 1280 px that form sits under
 * the list, so 编辑 took staff to the page's top with nothing visible changed. The link goes to the form (`#edit`, the
 * id of each page's form column), where the page opens scrolled and keyboard focus starts.
 */
export const EDIT_ANCHOR = 'edit';
export const editHref = (page: string, key: string | number) => `${page}?edit=${key}#${EDIT_ANCHOR}`;

/**
 * A record's page (an order, an after-sales case, an invoice, a company, a product) keeps its actions in a column
 * beside the record; below 1280 px that column sits under the record, its timeline and its audit trail, so on a phone
 * or a tablet staff scrolled several screens to find 发货 or 审核通过. AdminLayout's `actions` prop then shows a link
 * at the page's top to the column (this id), which takes keyboard focus there too.
 */
export const ACTIONS_ANCHOR = 'actions';
