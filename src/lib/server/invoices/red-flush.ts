// An issued invoice whose orders had money refunded after it was issued no longer matches what was paid: finance
// must issue a red-letter correction (红冲) and, if anything is still paid, a new invoice. Derived every time from the
// refund records (after-sales refunded, their refund time) and the issue time, so it cannot drift from them; an
// invoice still 待开票 is instead refused at issue when its orders were refunded since the request (request.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { aftersales, invoiceOrders, invoices } from '~/lib/server/db/schema/index.ts';
import { formatPrice } from '~/lib/shared/money.ts';

/** Fen refunded on an issued invoice's orders after its issue time (0 for any other invoice): a column of `invoices`. */
export const refundedAfterIssue = sql<number>`(select coalesce(sum(${aftersales.refundAmount}), 0)::int
  from ${aftersales} join ${invoiceOrders} on ${invoiceOrders.orderId} = ${aftersales.orderId}
  where ${invoiceOrders.invoiceId} = ${invoices.id} and ${invoiceOrders.active} and ${invoices.state} = 'issued'
    and ${aftersales.state} = 'refunded' and ${aftersales.refundedAt} > ${invoices.issuedAt})`;

/** The list filter (and `ops invoice:list --refunded`): issued invoices that need a red-letter correction. */
export const RED_FLUSH = { key: 'refunded', label: '开票后退款（需红冲）' } as const;
export const needsRedFlush: SQL = and(eq(invoices.state, 'issued'), sql`${refundedAfterIssue} > 0`)!;

/** The mark staff see beside such an invoice, or '' when there is none. */
export const redFlushMark = (fen: number) => (fen > 0 ? `已开票后退款 ${formatPrice(fen)}，需红冲` : '');
