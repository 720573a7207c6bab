// The data of the "request an invoice" form: orders that can be invoiced and the company's saved titles.
import { desc, eq } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { invoiceTitles } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { assertInvoice, invoiceableOrders } from './request.ts';

export async function invoiceForm(db: DB, me: SessionUser) {
  assertInvoice(me);
  const [orders, titles] = await Promise.all([
    invoiceableOrders(db, me),
    db.select({ id: invoiceTitles.id, type: invoiceTitles.type, title: invoiceTitles.title, taxNo: invoiceTitles.taxNo, isDefault: invoiceTitles.isDefault })
      .from(invoiceTitles).where(eq(invoiceTitles.companyId, me.companyId)).orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id)),
  ]);
  return { orders: orders.map((o) => ({ id: o.id, orderNo: o.orderNo, amount: o.amount, paidAt: o.paidAt })), titles };
}
