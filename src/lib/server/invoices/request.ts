// Requesting an invoice (我的发票) for one or several paid orders of the company with a saved invoice title.
// The amount is what was paid for the orders, less refunds. An order is in at most one active request
// (a unique index decides between parallel requests); a rejected or withdrawn request frees its orders again.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { aftersales, invoiceOrders, invoices, invoiceTitles, orders } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { can } from '~/lib/server/auth/permissions.ts';
import { badRequest, conflict, forbidden, notFound } from '~/lib/server/http.ts';
import { visibleOrders } from '~/lib/server/orders/visibility.ts';
import { isUniqueViolation } from '~/lib/server/db/errors.ts';
import { assertCan } from '~/lib/server/context.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { apply, logCreation } from '~/lib/server/state/engine.ts';
import { invoiceMachine } from './state.ts';
import { chinaDay } from '~/lib/shared/time.ts';
import type { InvoiceApplyInput } from '~/lib/shared/contracts/orders.ts';
import { MAX_AMOUNT } from '~/lib/server/orders/totals.ts';
import { formatPrice, formatYuanShort } from '~/lib/shared/money.ts';
import { INVOICE_STATE_NAMES, labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';

/** Paid orders that are not in after-sales and not fully refunded. */
export const INVOICEABLE_STATES = ['unshipped', 'shipped', 'completed'];

export const assertInvoice = (me: SessionUser) => assertCan(me, 'invoice');

/** The invoice requests a buyer sees and acts on (after assertInvoice): their company's. */
export const visibleInvoices = (me: SessionUser) => eq(invoices.companyId, me.companyId);

/** What was refunded per order (only of the orders named, when named: the order page asks about one). */
const refundedOf = (tx: Tx | DB, ids?: number[]) =>
  tx
    .select({ orderId: aftersales.orderId, refunded: sql<number>`sum(${aftersales.refundAmount})::int`.as('refunded') })
    .from(aftersales)
    .where(and(eq(aftersales.state, 'refunded'), ids ? inArray(aftersales.orderId, ids) : undefined))
    .groupBy(aftersales.orderId)
    .as('refunded');

/** The caller's orders that can go on a new invoice request, with the amount each adds. */
export async function invoiceableOrders(db: DB | Tx, me: SessionUser, ids?: number[]) {
  const r = refundedOf(db, ids);
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      payable: orders.payable,
      paidAt: orders.paidAt,
      state: orders.state,
      invoice: orders.invoice,
      refunded: sql<number>`coalesce(${r.refunded}, 0)::int`,
    })
    .from(orders)
    .leftJoin(r, eq(r.orderId, orders.id))
    .where(
      and(
        visibleOrders(me),
        isNotNull(orders.paidAt),
        inArray(orders.state, INVOICEABLE_STATES),
        ids ? inArray(orders.id, ids) : undefined,
        notExists(
          db
            .select({ x: invoiceOrders.id })
            .from(invoiceOrders)
            .where(and(eq(invoiceOrders.orderId, orders.id), eq(invoiceOrders.active, true))),
        ),
      ),
    )
    .orderBy(sql`${orders.paidAt} desc`)
    .limit(200);
  return rows.map((o) => ({ ...o, amount: invoiceAmount(o) })).filter((o) => o.amount > 0);
}

/** What an order can be invoiced for: what was paid, less what was refunded. */
const invoiceAmount = (o: { payable: number; refunded: number }) => Math.max(o.payable - o.refunded, 0);

/**
 * Why a request can no longer be issued as it was asked (an order of it went into after-sales or was refunded since,
 * so its amount is not what was paid any more), or null. The operator rejects it and the buyer asks again.
 */
export async function issueRefusal(tx: Tx | DB, invoiceId: number): Promise<string | null> {
  const mine = await tx
    .select({ orderId: invoiceOrders.orderId, amount: invoiceOrders.amount })
    .from(invoiceOrders)
    .where(and(eq(invoiceOrders.invoiceId, invoiceId), eq(invoiceOrders.active, true)));
  if (!mine.length) return null;
  const r = refundedOf(
    tx,
    mine.map((m) => m.orderId),
  );
  const rows = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      state: orders.state,
      payable: orders.payable,
      refunded: sql<number>`coalesce(${r.refunded}, 0)::int`,
    })
    .from(orders)
    .leftJoin(r, eq(r.orderId, orders.id))
    .where(
      inArray(
        orders.id,
        mine.map((m) => m.orderId),
      ),
    )
    .orderBy(orders.id);
  for (const o of rows) {
    const asked = mine.find((m) => m.orderId === o.id)!.amount;
    if (!INVOICEABLE_STATES.includes(o.state))
      return `订单 ${o.orderNo} 当前为「${labelOf(ORDER_STATE_NAMES, o.state)}」，暂不能开票，请待售后结束后再开票或驳回该申请`;
    const now = invoiceAmount(o);
    if (now !== asked)
      return `订单 ${o.orderNo} 申请开票后已退款，可开票金额由${formatPrice(asked)}变为${formatPrice(now)}，请驳回该申请，由买家重新申请`;
  }
  return null;
}

export const newInvoiceNo = (now = new Date()) => `FP${chinaDay(now).replace(/-/g, '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

export async function applyInvoice(db: DB, me: SessionUser, input: InvoiceApplyInput) {
  assertInvoice(me);
  const ids = [...new Set(input.orderIds)];
  const actor = userActor(me);
  const [title] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, input.titleId), eq(invoiceTitles.companyId, me.companyId)));
  if (!title) throw notFound('发票抬头不存在', 'titleId');
  try {
    return await db.transaction(async (tx) => {
      const ok = await invoiceableOrders(tx, me, ids);
      if (ok.length !== ids.length) {
        const [{ n }] = (await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(inArray(orders.id, ids), visibleOrders(me)))) as [{ n: number }];
        if (n !== ids.length) throw notFound('订单不存在');
        throw conflict('所选订单中有未付款、售后中、已全额退款或已申请过发票的订单', 'orderIds');
      }
      const amount = ok.reduce((s, o) => s + o.amount, 0);
      if (amount <= 0) throw badRequest('开票金额必须大于0');
      if (amount > MAX_AMOUNT) throw badRequest(`一次开票金额不能超过${formatYuanShort(MAX_AMOUNT)}元，请分开申请`);
      const [inv] = await tx
        .insert(invoices)
        .values({
          invoiceNo: newInvoiceNo(),
          companyId: me.companyId,
          userId: me.id,
          titleId: title.id,
          type: title.type,
          title: title.title,
          taxNo: title.taxNo,
          regAddress: title.regAddress,
          regPhone: title.regPhone,
          bank: title.bank,
          bankAccount: title.bankAccount,
          amount,
          remark: input.remark,
          state: 'requested',
        })
        .returning();
      await tx.insert(invoiceOrders).values(ok.map((o) => ({ invoiceId: inv!.id, orderId: o.id, amount: o.amount })));
      await logCreation(tx, invoiceMachine, inv!, actor, `申请开票：${ok.length}个订单`, 'request');
      return { id: inv!.id, invoiceNo: inv!.invoiceNo, amount };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('所选订单已申请过发票', 'orderIds');
    throw e;
  }
}

/**
 * POST /api/invoice/withdraw: the buyer takes back a request still 待开票 (the machine's `withdraw`, which frees its
 * orders for a new request). Another company's request is not found; one already issued, rejected or withdrawn, or
 * issued by staff meanwhile (the row lock decides), is refused with 409.
 */
export async function withdrawInvoice(db: DB, me: SessionUser, id: number) {
  assertInvoice(me);
  const [mine] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleInvoices(me)));
  if (!mine) throw notFound(invoiceMachine.texts.notFound);
  const row = await db.transaction((tx) => apply(tx, invoiceMachine, mine.id, 'withdraw', userActor(me), { note: '买家撤回开票申请' }));
  return { id: row.id, state: row.state, stateName: labelOf(INVOICE_STATE_NAMES, row.state) };
}
