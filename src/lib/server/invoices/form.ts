// The data of the "request an invoice" form: orders that can be invoiced (with their lines, priced as the order
// was) and the company's saved titles. Each order names the title chosen at checkout, the form's default for it.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { invoiceTitles, orderLines } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { assertInvoice, invoiceableOrders } from './request.ts';

export async function invoiceForm(db: DB, me: SessionUser) {
  assertInvoice(me);
  const [orders, titles] = await Promise.all([
    invoiceableOrders(db, me),
    db
      .select({
        id: invoiceTitles.id,
        type: invoiceTitles.type,
        title: invoiceTitles.title,
        taxNo: invoiceTitles.taxNo,
        isDefault: invoiceTitles.isDefault,
      })
      .from(invoiceTitles)
      .where(eq(invoiceTitles.companyId, me.companyId))
      .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id)),
  ]);
  const ids = orders.map((o) => o.id);
  const lines = ids.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          productName: orderLines.productName,
          num: orderLines.num,
          unitName: orderLines.unitName,
          unitPrice: orderLines.unitPrice,
          listUnitPrice: orderLines.listUnitPrice,
          priceNote: orderLines.priceNote,
          lineTotal: orderLines.lineTotal,
        })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.id))
    : [];
  // The checkout's title, if the company still has it (matched by id, else by title and tax number).
  const checkoutTitle = (inv: (typeof orders)[number]['invoice']) =>
    inv
      ? ((
          titles.find((t) => t.id === inv.titleId) ??
          titles.find((t) => t.title === inv.title && t.taxNo === inv.taxNo && t.type === inv.type)
        )?.id ?? null)
      : null;
  return {
    orders: orders.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      amount: o.amount,
      paidAt: o.paidAt,
      titleId: checkoutTitle(o.invoice),
      lines: lines.filter((l) => l.orderId === o.id).map(({ orderId: _o, ...l }) => l),
    })),
    titles,
  };
}
