// The order list's cards (/myOrder) and an order's action buttons as markup strings. Ten cards of a dozen parts each
// made Astro's rendering of one expression at a time about a third of /myOrder's cost. They are written here with
// Astro's own escaping (escapeHTML for text, addAttribute for attributes), so the markup is exactly what the
// template gave and every value from the database is escaped as it was.
import { addAttribute, escapeHTML } from 'astro/runtime/server/index.js';
import type { BuyerAction } from '~/lib/shared/contracts/orders.ts';
import { ORDER_ACTION_LABELS, PRIMARY_ORDER_ACTIONS } from '~/lib/shared/order-actions.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { awaitingQuote, BEFORE_QUOTE } from '~/lib/shared/pricing.ts';
import { formatTime } from '~/lib/shared/time.ts';
import type { OrderList } from './read.ts';

const text = (v: string | number): string => escapeHTML(String(v));
const attr = (value: unknown, name: string): string => String(addAttribute(value, name));

/**
 * The buttons for what the buyer may do with an order now (the server decided which: orders/actions.ts), disabled
 * until the page's one delegated listener (lib/client/order-actions.ts) serves them; the list's 查看详情 link first.
 */
export function orderActionsHtml(o: { id: number; orderNo: string; actions: readonly BuyerAction[] }, detailLink = false): string {
  let out = `<div class="order-actions" role="group"${attr(`订单 ${o.orderNo} 操作`, 'aria-label')}>`;
  if (detailLink) out += `<a class="btn"${attr(`/orderDetail/${o.id}`, 'href')}>查看详情</a>`;
  for (const a of o.actions) {
    out += `<button type="button"${attr(PRIMARY_ORDER_ACTIONS.has(a) ? 'btn btn-primary' : 'btn', 'class')}${attr(a, 'data-order-action')}${attr(o.id, 'data-order-id')} disabled>${text(ORDER_ACTION_LABELS[a])}</button>`;
  }
  return out + '</div>';
}

const specText = (s: Record<string, string>) => Object.values(s).join(' / ');

/** One order's card in the list: when and who, its first three lines, the amount, the buttons. */
export function orderCardHtml(o: OrderList['list'][number], showPlacedBy: boolean): string {
  let out = `<article class="order-card"${attr(`订单 ${o.orderNo}`, 'aria-label')}><header><span>${text(formatTime(o.createdAt))}</span><span>订单编号：${text(o.orderNo)}</span>`;
  if (showPlacedBy) out += `<span>下单人：${text(o.placedBy.name)}</span>`;
  out += `<span class="state-badge">${text(o.stateName)}</span></header><div class="body"><ul>`;
  for (const l of o.lines.slice(0, 3)) {
    out += `<li><img${attr(l.image, 'src')}${attr(l.productName, 'alt')} width="56" height="56" loading="lazy"><div><div>${text(l.productName)}</div><div class="muted small">${text(specText(l.specs))} × ${text(l.num)}${text(l.unitName)}</div></div></li>`;
  }
  if (o.lines.length > 3) out += `<li class="muted">等${text(o.lines.length)}种商品</li>`;
  out += '</ul><div class="amount">';
  out += awaitingQuote(o)
    ? `<div class="muted">${text(BEFORE_QUOTE.amount)}</div><div class="muted small">运费${text(BEFORE_QUOTE.freight)}</div>`
    : `<div class="price">${text(formatPrice(o.payable))}</div><div class="muted small">含运费 ${text(formatPrice(o.freight))}</div>`;
  return out + `</div></div>${orderActionsHtml(o, true)}</article>`;
}
