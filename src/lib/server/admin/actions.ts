// Staff actions on records, each one: find the record, call the same domain function the ops command calls (with the
// staff member as the actor, so the record's own log says who), and write the audit entry — all in one transaction.
import type { DB } from '~/lib/server/db/client.ts';
import type { StaffUser } from '~/lib/server/staff/sessions.ts';
import { audited } from '~/lib/server/staff/audit.ts';
import { staffLabel } from '~/lib/server/staff/context.ts';
import type { Actor, OrderRow } from '~/lib/server/orders/state.ts';
import type { AsActor, AsRow } from '~/lib/server/aftersales/state.ts';
import { orderByRef } from '~/lib/server/orders/operator.ts';
import { asByRef } from '~/lib/server/aftersales/actions.ts';
import { invoiceByRef, type InvoiceRow } from '~/lib/server/invoices/operator.ts';
import { paymentByRef } from '~/lib/server/payments/exceptions.ts';
import type { PaymentRow } from '~/lib/server/payments/state.ts';
import { asAuditView, invoiceAuditView, orderAuditView, paymentAuditView } from './snapshots.ts';

/** The actor the order state machine logs for a staff member. */
export const staffActor = (me: StaffUser): Actor => ({ type: 'operator', name: staffLabel(me) });
export const staffAsActor = (me: StaffUser) => ({ type: 'operator' as const, name: staffLabel(me) }) satisfies AsActor;

export function onOrder(
  db: DB,
  me: StaffUser,
  id: number,
  action: string,
  note: string,
  act: (tx: DB, order: OrderRow) => Promise<OrderRow>,
) {
  return audited(db, me, async (tx) => act(tx, await orderByRef(tx, String(id))), {
    action,
    targetType: 'order',
    targetId: id,
    label: (o) => o.orderNo,
    note,
    before: (tx) => orderAuditView(tx, id),
  });
}

export function onAftersale(db: DB, me: StaffUser, id: number, action: string, note: string, act: (tx: DB, r: AsRow) => Promise<AsRow>) {
  return audited(db, me, async (tx) => act(tx, await asByRef(tx, String(id))), {
    action,
    targetType: 'aftersale',
    targetId: id,
    label: (r) => r.asNo,
    note,
    before: (tx) => asAuditView(tx, id),
  });
}

export function onInvoice(
  db: DB,
  me: StaffUser,
  id: number,
  action: string,
  note: string,
  act: (tx: DB, inv: InvoiceRow) => Promise<InvoiceRow>,
) {
  return audited(db, me, async (tx) => act(tx, await invoiceByRef(tx, String(id))), {
    action,
    targetType: 'invoice',
    targetId: id,
    label: (i) => i.invoiceNo,
    note,
    before: (tx) => invoiceAuditView(tx, id),
  });
}

/** A payment record's action, audited on its order (the order page is where staff see its payments and log). */
export async function onPayment(
  db: DB,
  me: StaffUser,
  id: number,
  action: string,
  note: string,
  act: (tx: DB, p: PaymentRow) => Promise<PaymentRow>,
) {
  const p = await paymentByRef(db, id);
  const order = await orderByRef(db, String(p.orderId));
  return audited(db, me, async (tx) => act(tx, await paymentByRef(tx, id)), {
    action,
    targetType: 'order',
    targetId: order.id,
    label: order.orderNo,
    note,
    before: (tx) => paymentAuditView(tx, id),
  });
}
