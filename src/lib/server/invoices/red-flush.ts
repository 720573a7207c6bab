// An issued invoice whose orders had money refunded after it was issued no longer matches what was paid: finance
// must issue a red-letter correction (红冲) and, if anything is still paid, a new invoice. The refunds after issue are
// derived every time from the refund records (after-sales refunded, their refund time) and the issue time, so they
// cannot drift from them; staff record each 红冲 done (recordRedFlush: the invoice machine's `red_flush` move, with a
// note), which keeps the refunded amount it covered (invoices.red_flushed_amount). The invoice needs 红冲 while its
// refunds after issue come to more than that: a refund after the record brings the mark back for the difference. An
// invoice still 待开票 is instead refused at issue when its orders were refunded since the request (request.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { aftersales, companies, invoiceOrders, invoices } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict } from '~/lib/server/http.ts';
import { apply, type Actor } from '~/lib/server/state/engine.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { invoiceMachine, type InvoiceRow } from './state.ts';

/**
 * Fen refunded on an issued invoice's orders after its issue time (0 for any other invoice): a column of `invoices`,
 * read in a query that joins another table (withCompany): over one table alone drizzle leaves the columns unqualified
 * and the sub-select's `order_id` is ambiguous.
 */
export const refundedAfterIssue = sql<number>`(select coalesce(sum(${aftersales.refundAmount}), 0)::int
  from ${aftersales} join ${invoiceOrders} on ${invoiceOrders.orderId} = ${aftersales.orderId}
  where ${invoiceOrders.invoiceId} = ${invoices.id} and ${invoiceOrders.active} and ${invoices.state} = 'issued'
    and ${aftersales.state} = 'refunded' and ${aftersales.refundedAt} > ${invoices.issuedAt})`;

/** Fen refunded after issue that no recorded 红冲 covers yet (what the invoice needs 红冲 for): a column of `invoices`. */
export const redFlushDue = sql<number>`(${refundedAfterIssue} - ${invoices.redFlushedAmount})`;

/** The list filter (and `ops invoice:list --refunded`): issued invoices that need a red-letter correction. */
export const RED_FLUSH = { key: 'refunded', label: '开票后退款（需红冲）' } as const;
export const needsRedFlush: SQL = and(eq(invoices.state, 'issued'), sql`${redFlushDue} > 0`)!;

/** Invoices with their company: the query the columns above are read in. */
const withCompany = <T extends SelectedFields>(db: DB, fields: T) =>
  db.select(fields).from(invoices).innerJoin(companies, eq(companies.id, invoices.companyId));

/** How many invoices need 红冲 now: the back office's dashboard count, the filter's own condition. */
export async function countRedFlushDue(db: DB): Promise<number> {
  const [row] = await withCompany(db, { n: sql<number>`count(*)::int` }).where(needsRedFlush);
  return row?.n ?? 0;
}

/** The mark staff see beside such an invoice (`due`: redFlushDue), or '' when there is none. */
export const redFlushMark = (due: number) => (due > 0 ? `已开票后退款 ${formatPrice(due)}，需红冲` : '');

export const RED_FLUSH_NONE = '该发票开票后无未红冲的退款，无需红冲';
export const RED_FLUSH_STALE = '开票后退款金额已变化，请刷新后重试';

/**
 * Records that staff made the red-letter correction of an issued invoice for all that was refunded after its issue,
 * with a required note (checked by the caller's contract; ops checks it here) and the red invoice's number if given:
 * the machine's `red_flush` move, logged with the note. `seen` is the refunded-after-issue amount the page showed
 * (the record's version): when given, the record is refused (409) if refunds came in since. Refused as well when
 * nothing refunded after issue is left uncovered.
 */
export async function recordRedFlush(
  db: DB,
  inv: InvoiceRow,
  input: { note: string; redNo?: string; seen?: number },
  actor: Actor,
  now = new Date(),
): Promise<InvoiceRow> {
  const note = input.note.trim();
  if (!note) throw badRequest('请填写红冲说明');
  const redNo = input.redNo?.trim() || null;
  return db.transaction(async (tx) => {
    // The row held first: the refunds read after it are the ones recorded (refunds do not write the invoice).
    const [held] = await tx.select().from(invoices).where(eq(invoices.id, inv.id)).for('update');
    const [row] = held ? await withCompany(tx, { refunded: refundedAfterIssue }).where(eq(invoices.id, inv.id)) : [];
    const refunded = row?.refunded ?? 0;
    const due = refunded - (held?.redFlushedAmount ?? 0);
    return apply(tx, invoiceMachine, inv.id, 'red_flush', actor, {
      note: `已红冲${formatPrice(due)}${redNo ? `（红字发票号码 ${redNo}）` : ''}：${note}`,
      set: { redFlushedAmount: refunded, redFlushNo: redNo, redFlushedAt: now },
      // after the machine's own check (an issued invoice); a stale page is a conflict, as a company review's
      guard: () => {
        if (input.seen !== undefined && input.seen !== refunded) throw conflict(RED_FLUSH_STALE);
        return due > 0 ? null : RED_FLUSH_NONE;
      },
    });
  });
}
