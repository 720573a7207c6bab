// Reading invoice requests of the company (/invoice: which the buyer may still withdraw) and downloading the issued
// PDF (own company only).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { files, invoiceOrders, invoices, orders } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { notFound } from '~/lib/server/http.ts';
import { fileResponse } from '~/lib/server/uploads.ts';
import { assertInvoice, visibleInvoices } from './request.ts';
import { invoiceMachine } from './state.ts';
import { refusalOf } from '~/lib/server/state/engine.ts';
import { INVOICE_STATE_NAMES, INVOICE_STATES, INVOICE_TYPE_NAMES, labelOf } from '~/lib/shared/labels.ts';

export async function listInvoices(db: DB, me: SessionUser, q: { state?: string; page: number; limit: number }) {
  assertInvoice(me);
  const where = and(
    visibleInvoices(me),
    q.state && (INVOICE_STATES as readonly string[]).includes(q.state) ? eq(invoices.state, q.state) : undefined,
  );
  const [{ total }] = (await db.select({ total: count() }).from(invoices).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ invoiceId: invoiceOrders.invoiceId, orderId: orders.id, orderNo: orders.orderNo, amount: invoiceOrders.amount })
        .from(invoiceOrders)
        .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
        .where(inArray(invoiceOrders.invoiceId, ids))
        .orderBy(asc(invoiceOrders.id))
    : [];
  return {
    list: rows.map((r) => ({
      id: r.id,
      invoiceNo: r.invoiceNo,
      type: r.type,
      typeName: labelOf(INVOICE_TYPE_NAMES, r.type),
      title: r.title,
      taxNo: r.taxNo,
      amount: r.amount,
      state: r.state,
      stateName: labelOf(INVOICE_STATE_NAMES, r.state),
      rejectReason: r.rejectReason,
      remark: r.remark,
      createdAt: r.createdAt,
      issuedAt: r.issuedAt,
      downloadUrl: r.state === 'issued' && r.fileId ? `/api/billInfo/down/${r.id}` : null,
      canWithdraw: !refusalOf(invoiceMachine, r.state, 'withdraw', 'user'),
      orders: links.filter((l) => l.invoiceId === r.id).map((l) => ({ id: l.orderId, orderNo: l.orderNo, amount: l.amount })),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** GET /api/billInfo/down/{id}: the issued PDF of an invoice of the caller's company; anything else is 404. */
export async function downloadInvoice(db: DB, me: SessionUser, id: number): Promise<Response> {
  assertInvoice(me);
  const [row] = await db
    .select({ inv: invoices, f: files })
    .from(invoices)
    .innerJoin(files, eq(files.id, invoices.fileId))
    .where(and(eq(invoices.id, id), visibleInvoices(me), eq(invoices.state, 'issued')));
  if (!row || row.f.companyId !== me.companyId) throw notFound('发票不存在或尚未开具');
  const res = await fileResponse({ ...row.f, originalName: `发票-${row.inv.invoiceNo}.pdf` }, true);
  if (res.status !== 200) throw notFound('发票文件不存在');
  return res;
}
