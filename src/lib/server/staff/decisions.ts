// The decisions staff make on records, each once: the domain function it calls and how the audit log (操作日志)
// records it — action (the table's key), record, label, note, and the record before → after. The back office's routes
// (/api/admin/**) and the operator command line (`npm run ops`, scripts/ops/*.mjs) both call `decide[action]`, the
// one as the signed-in staff member, the other as COMMAND_LINE: a decision made either way is logged the same way,
// naming who made it. Everything runs in one transaction (audited): a refused decision changes nothing, logs nothing.
import type { DB } from '~/lib/server/db/client.ts';
import { audited, isCommandLine, type Auditor, type AuditWhat } from './audit.ts';
import { staffLabel } from './context.ts';
import { createStaff, setStaffPassword, updateStaff, type StaffInput, type StaffPatch, type StaffRow } from './accounts.ts';
import type { Actor, OrderRow } from '~/lib/server/orders/state.ts';
import type { AsRow } from '~/lib/server/aftersales/state.ts';
import {
  deliverOrder,
  OPERATOR,
  operatorCancel,
  orderByRef,
  quoteOrder,
  setSkuPrice,
  setSkuStock,
  shipOrder,
  skuStock,
  type QuoteInput,
} from '~/lib/server/orders/operator.ts';
import { sweepExpired } from '~/lib/server/orders/sweep.ts';
import { confirmBankPayment, rejectBankPayment } from '~/lib/server/payments/bank.ts';
import { paymentByRef, resolvePaymentException } from '~/lib/server/payments/exceptions.ts';
import type { PaymentRow } from '~/lib/server/payments/state.ts';
import { approveAs, asByRef, receiveAs, refundAs, rejectAs } from '~/lib/server/aftersales/actions.ts';
import { invoiceByRef, issueInvoice, issueInvoiceUpload, rejectInvoice, type InvoiceRow } from '~/lib/server/invoices/operator.ts';
import { recordRedFlush } from '~/lib/server/invoices/red-flush.ts';
import { reviewCompany } from '~/lib/server/companies/review.ts';
import { refundSeatByHand } from '~/lib/server/activities/groups.ts';
import { republishHelpFile } from '~/lib/server/content/help.ts';
import { notFound } from '~/lib/server/http.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import {
  asAuditView,
  companyAuditView,
  helpAuditView,
  invoiceAuditView,
  orderAuditView,
  paymentAuditView,
  staffAuditView,
} from '~/lib/server/admin/snapshots.ts';

/** The actor a record's own log names: the staff member, or the command line's operator (平台运营; after-sales' own default, 平台客服). */
const actorOf = (who: Auditor): Actor => (isCommandLine(who) ? OPERATOR : { type: 'operator', name: staffLabel(who) });
/** (undefined: the after-sales functions' own operator, AS_OPERATOR.) */
const asActorOf = (who: Auditor) => (isCommandLine(who) ? undefined : ({ type: 'operator', name: staffLabel(who) } as const));

type Decision<I, R> = (db: DB, who: Auditor, input: I) => Promise<R>;
/** A table entry before it knows its key (the action it is logged as). */
type Entry<I, R> = (action: string) => Decision<I, R>;

/** A decision on any record: the audit spec from the input (read on the database given, before the transaction). */
function on<I, R>(
  spec: (i: I, db: DB) => Omit<AuditWhat<R>, 'action'> | Promise<Omit<AuditWhat<R>, 'action'>>,
  act: (tx: DB, i: I, who: Auditor) => Promise<R>,
): Entry<I, R> {
  return (action) => async (db, who, i) => audited(db, who, (tx) => act(tx, i, who), { action, ...(await spec(i, db)) });
}

/** A decision on one record of a kind (found in the transaction by its id), logged on it. */
function onRecord<Row>(
  targetType: string,
  find: (tx: DB, id: number) => Promise<Row>,
  label: (r: Row) => string,
  view: (tx: DB, id: number) => Promise<unknown>,
) {
  return <I extends { id: number }>(note: (i: I) => string, act: (tx: DB, row: Row, i: I, who: Auditor) => Promise<Row>): Entry<I, Row> =>
    on(
      (i) => ({ targetType, targetId: i.id, label, note: note(i), before: (tx) => view(tx, i.id) }),
      async (tx, i, who) => act(tx, await find(tx, i.id), i, who),
    );
}

const onOrder = onRecord<OrderRow>(
  'order',
  (tx, id) => orderByRef(tx, String(id)),
  (o) => o.orderNo,
  orderAuditView,
);
const onAftersale = onRecord<AsRow>(
  'aftersale',
  (tx, id) => asByRef(tx, String(id)),
  (r) => r.asNo,
  asAuditView,
);
const onInvoice = onRecord<InvoiceRow>(
  'invoice',
  (tx, id) => invoiceByRef(tx, String(id)),
  (i) => i.invoiceNo,
  invoiceAuditView,
);

/** A step of the after-sales state machine, with its note (a rejection: its reason), which is the entry's note too. */
const onAftersaleStep = <F extends 'note' | 'reason'>(
  field: F,
  move: (tx: DB, r: AsRow, text: string, actor?: ReturnType<typeof asActorOf>) => Promise<AsRow>,
) =>
  onAftersale(
    (i: { id: number } & Record<F, string>) => i[field],
    (tx, r, i, who) => move(tx, r, i[field], asActorOf(who)),
  );

/** A payment record's decision, logged on its order (the order page is where staff see its payments and log). */
function onPayment<I extends { id: number }>(
  note: (i: I) => string,
  act: (tx: DB, p: PaymentRow, i: I, who: Auditor) => Promise<PaymentRow>,
) {
  return on<I, PaymentRow>(
    async (i, db) => {
      const order = await orderByRef(db, String((await paymentByRef(db, i.id)).orderId));
      return { targetType: 'order', targetId: order.id, label: order.orderNo, note: note(i), before: (tx) => paymentAuditView(tx, i.id) };
    },
    async (tx, i, who) => act(tx, await paymentByRef(tx, i.id), i, who),
  );
}

/** A SKU's stock or price, logged on its product (its page shows the log), the change told in the note. */
function onSku<I extends { sku: number | string }, R>(
  note: (cur: { skuCode: string; stock: number; price: number }, i: I) => string,
  act: (tx: DB, i: I) => Promise<R>,
) {
  return on<I, R>(
    async (i, db) => {
      const cur = await skuStock(db, i.sku);
      if (!cur) throw notFound(`规格不存在：${i.sku}`);
      return {
        targetType: 'product',
        targetId: cur.productId,
        label: cur.skuCode,
        note: note(cur, i),
        before: (tx) => skuStock(tx, i.sku),
      };
    },
    (tx, i) => act(tx, i),
  );
}

/** A company's review, logged on it: the reason (a rejection's) is the note. */
const onCompany = <I extends { id: number; reason?: string; version: string }>(
  act: (tx: DB, i: I, who: Auditor) => Promise<Awaited<ReturnType<typeof reviewCompany>>>,
) =>
  on<I, Awaited<ReturnType<typeof reviewCompany>>>(
    (i) => ({
      targetType: 'company',
      targetId: i.id,
      label: (c) => c.name,
      note: i.reason ?? '',
      before: (tx) => companyAuditView(tx, i.id),
    }),
    act,
  );

/** Gives each entry its key: the action it is logged as (AUDIT_ACTIONS names it). */
function keyed<T extends Record<string, Entry<never, unknown>>>(entries: T): { [K in keyof T]: ReturnType<T[K]> } {
  return Object.fromEntries(Object.entries(entries).map(([action, entry]) => [action, entry(action)])) as {
    [K in keyof T]: ReturnType<T[K]>;
  };
}

export const decide = keyed({
  'order.quote': onOrder(
    (i: { id: number } & QuoteInput) => i.note ?? '',
    (tx, o, i, who) => quoteOrder(tx, o, i, actorOf(who)),
  ),
  'order.ship': onOrder(
    (i: { id: number; carrier: string; trackingNo: string }) => `${i.carrier} ${i.trackingNo}`,
    (tx, o, i, who) => shipOrder(tx, o, i.carrier, i.trackingNo, actorOf(who)),
  ),
  'order.deliver': onOrder(
    (_i: { id: number }) => '',
    (tx, o, _i, who) => deliverOrder(tx, o, actorOf(who)),
  ),
  'order.cancel': onOrder(
    (i: { id: number; reason: string }) => i.reason,
    (tx, o, i, who) => operatorCancel(tx, o, i.reason, actorOf(who)),
  ),
  'order.sweep': on<Record<string, never>, number>(
    () => ({ targetType: 'order', targetId: '-', label: '超时未付款订单', after: async (_tx, count) => ({ cancelled: count }) }),
    (tx) => sweepExpired(tx, { limit: 10_000 }),
  ),
  'payment.confirm': onOrder(
    (i: { id: number; note: string }) => i.note,
    (tx, o, i, who) => confirmBankPayment(tx, o, actorOf(who), i.note),
  ),
  'payment.reject': onOrder(
    (i: { id: number; reason: string }) => i.reason,
    (tx, o, i, who) => rejectBankPayment(tx, o, i.reason, actorOf(who)),
  ),
  'payment.resolve': onPayment(
    (i: { id: number; note: string }) => i.note,
    (tx, p, i, who) => resolvePaymentException(tx, p, i.note, actorOf(who)),
  ),
  'group.refunded': on<{ id: number; note: string }, Awaited<ReturnType<typeof refundSeatByHand>>>(
    (i) => ({ targetType: 'group_member', targetId: i.id, label: `参团#${i.id}`, note: i.note }),
    (tx, i, who) => refundSeatByHand(tx, i.id, i.note, actorOf(who)),
  ),
  'sku.stock': onSku(
    (cur, i: { sku: number | string; stock: number; seen?: number }) => `${cur.skuCode} 库存 ${cur.stock} → ${i.stock}`,
    (tx, i) => setSkuStock(tx, String(i.sku), i.stock, i.seen),
  ),
  'sku.price': onSku(
    (cur, i: { sku: number | string; price: number }) => `${cur.skuCode} 单价 ${formatPrice(cur.price)} → ${formatPrice(i.price)}`,
    (tx, i) => setSkuPrice(tx, String(i.sku), i.price),
  ),
  'company.approve': onCompany((tx, i: { id: number; version: string }, who) =>
    reviewCompany(tx, String(i.id), 'approved', '', i.version, actorOf(who)),
  ),
  'company.reject': onCompany((tx, i: { id: number; reason: string; version: string }, who) =>
    reviewCompany(tx, String(i.id), 'rejected', i.reason, i.version, actorOf(who)),
  ),
  'aftersale.approve': onAftersaleStep('note', approveAs),
  'aftersale.reject': onAftersaleStep('reason', rejectAs),
  'aftersale.receive': onAftersaleStep('note', receiveAs),
  'aftersale.refund': onAftersaleStep('note', refundAs),
  /** The PDF: a file on the server (the command line) or the page's upload (the request). */
  'invoice.issue': onInvoice(
    (_i: { id: number; pdf: { file: string } | { request: Request } }) => '',
    (tx, inv, i, who) =>
      'file' in i.pdf ? issueInvoice(tx, inv, i.pdf.file, actorOf(who)) : issueInvoiceUpload(tx, inv, i.pdf.request, actorOf(who)),
  ),
  'invoice.reject': onInvoice(
    (i: { id: number; reason: string }) => i.reason,
    (tx, inv, i, who) => rejectInvoice(tx, inv, i.reason, actorOf(who)),
  ),
  'invoice.red_flush': onInvoice(
    (i: { id: number; note: string; redNo?: string; seen?: number }) => i.note,
    (tx, inv, i, who) => recordRedFlush(tx, inv, { note: i.note, redNo: i.redNo, seen: i.seen }, actorOf(who)),
  ),
  'help.import': on<{ slug: string }, Awaited<ReturnType<typeof republishHelpFile>>>(
    (i) => ({ targetType: 'help', targetId: i.slug, label: i.slug, before: (tx) => helpAuditView(tx, i.slug) }),
    (tx, i, who) => republishHelpFile(tx, isCommandLine(who) ? null : who.id, i.slug),
  ),
  'staff.create': on<StaffInput, StaffRow>(
    () => ({ targetType: 'staff', targetId: '', label: (r) => r.username, after: (tx, r) => staffAuditView(tx, r.id) }),
    (tx, i) => createStaff(tx, i),
  ),
  /** A staff member may not lock themselves out (updateStaff's `me`); the command line has no self to lock out. */
  'staff.update': on<{ id: number; patch: StaffPatch; version?: string }, StaffRow>(
    (i) => ({ targetType: 'staff', targetId: i.id, label: (r) => r.username, before: (tx) => staffAuditView(tx, i.id) }),
    (tx, i, who) => updateStaff(tx, i.id, i.patch, isCommandLine(who) ? undefined : who, i.version),
  ),
  /** (Nothing of the password is logged.) */
  'staff.password': on<{ id: number; password: string }, StaffRow>(
    (i) => ({ targetType: 'staff', targetId: i.id, label: (r) => r.username }),
    (tx, i) => setStaffPassword(tx, i.id, i.password),
  ),
});

export type DecisionAction = keyof typeof decide;
