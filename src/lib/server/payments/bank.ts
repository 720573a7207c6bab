// Bank transfer (对公转账): the buyer uploads the transfer receipt; an operator confirms the money arrived or rejects with a reason.
import { PAYMENT_REJECTED_NOTE } from '~/lib/shared/wording.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { files, payments } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { assertReason, conflict } from '~/lib/server/http.ts';
import { RULES, attachUpload, receiveUpload } from '~/lib/server/uploads.ts';
import { assertCanPay } from '~/lib/server/orders/buyer.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { findVisibleOrder } from '~/lib/server/orders/visibility.ts';
import { refusal, transition, type Actor, type OrderRow } from '~/lib/server/orders/state.ts';
import { apply, logCreation } from '~/lib/server/state/engine.ts';
import { paymentMachine } from './state.ts';
import { payDeadlineFrom } from '~/lib/server/orders/create.ts';
import { sweepExpired } from '~/lib/server/orders/sweep.ts';

/** Refuses before the file is stored; a refusal after it (the order moved on meanwhile) removes the file again (attachUpload). */
export async function submitReceipt(db: DB, me: SessionUser, orderId: number, request: Request) {
  assertCanPay(me);
  await sweepExpired(db, { companyId: me.companyId });
  const o = await findVisibleOrder(db, me, orderId);
  const why = refusal(o.state, 'submit_receipt', 'user');
  if (why) throw conflict(why);
  const file = await receiveUpload(db, request, me, RULES.receipt);
  const actor = userActor(me);
  await attachUpload(db, file, () =>
    db.transaction(async (tx) => {
      const order = await transition(tx, o.id, 'submit_receipt', actor, {
        note: '已上传转账凭证，等待平台确认收款',
        set: { payMethod: 'bank' },
      });
      const [p] = await tx
        .insert(payments)
        .values({
          orderId: o.id,
          companyId: o.companyId,
          userId: me.id,
          method: 'bank',
          amount: order.payable,
          receiptFileId: file.id,
          state: 'pending',
        })
        .returning();
      await logCreation(tx, paymentMachine, p!, actor, '上传转账凭证');
    }),
  );
  return { id: o.id, receipt: { name: file.name, url: file.url } };
}

async function pendingBankPayment(tx: Tx, orderId: number) {
  const [p] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'bank'), eq(payments.state, 'pending')))
    .orderBy(desc(payments.id))
    .limit(1);
  return p ?? null;
}

export async function confirmBankPayment(db: DB, order: OrderRow, actor: Actor, note = '') {
  return db.transaction(async (tx) => {
    const p = await pendingBankPayment(tx, order.id);
    // The receipt first: the order's move flags every receipt still pending on it (a possible double payment). A
    // refused order move rolls both back.
    if (p) await apply(tx, paymentMachine, p.id, 'confirm', actor, { note: note || '已确认收到转账' });
    return transition(tx, order.id, 'confirm_payment', actor, {
      note: note || '已确认收到转账',
      guard: () => (p ? null : '该订单没有待确认的转账凭证'),
    });
  });
}

export async function rejectBankPayment(db: DB, order: OrderRow, reason: string, actor: Actor) {
  assertReason(reason);
  const now = new Date();
  return db.transaction(async (tx) => {
    const p = await pendingBankPayment(tx, order.id);
    // The buyer gets a fresh payment window to transfer again or upload the right receipt.
    const done = await transition(tx, order.id, 'reject_payment', actor, {
      note: PAYMENT_REJECTED_NOTE + reason,
      set: { payDeadline: payDeadlineFrom(now) },
      guard: () => (p ? null : '该订单没有待确认的转账凭证'),
    });
    await apply(tx, paymentMachine, p!.id, 'reject', actor, { note: reason, set: { rejectReason: reason.slice(0, 200) } });
    return done;
  });
}

/** Every payment of an order with its receipt file (the back office shows the receipt inline), newest first. */
export async function paymentsOf(db: DB, orderId: number) {
  const rows = await db
    .select({ p: payments, key: files.key, mime: files.mime, name: files.originalName })
    .from(payments)
    .leftJoin(files, eq(files.id, payments.receiptFileId))
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id));
  return rows.map(({ p, key, mime, name }) => ({ ...p, receipt: key ? { key, mime: mime!, name: name! } : null }));
}
