// A possible double payment: the buyer uploaded a transfer receipt, then the order got paid another way (WeChat Pay,
// or another receipt confirmed). The receipt can then neither be confirmed nor rejected (both need the order in
// 待确认收款), so it would wait forever while the transfer may have arrived too. The order machine runs this effect
// on every move that pays an order (PAID in orders/state.ts): each bank receipt of the order still pending goes to
// 异常，待平台处理 with a note, into the exception queue (payments/exceptions.ts) for staff to check the account and
// refund or apply the money. confirmBankPayment confirms its own receipt before the order moves, so it is not flagged.
import { and, eq } from 'drizzle-orm';
import { payments } from '~/lib/server/db/schema/index.ts';
import { apply, type Actor, type Change } from '~/lib/server/state/engine.ts';
import { paymentMachine } from './state.ts';
import { notify } from '~/lib/server/notices/send.ts';
import type { orders } from '~/lib/server/db/schema/index.ts';

const SYSTEM: Actor = { type: 'system', name: '系统' };
const PAID_BY: Record<string, string> = { pay_online: '微信支付', confirm_payment: '另一笔对公转账' };

export const doublePayNote = (action: string) =>
  `订单已通过${PAID_BY[action] ?? '其他方式'}付款，此转账凭证未确认，可能重复付款，请核对到账后退款或处理`;

/** What the buyer is told: the receipt is not lost, and a transfer sent as well comes back (no second payment needed). */
export const doublePayNotice = (orderNo: string, action: string) => ({
  title: '转账凭证待平台核对',
  content: `订单 ${orderNo} 已通过${PAID_BY[action] ?? '其他方式'}付款，您此前上传的转账凭证不再确认。如该笔转账也已汇出，平台核对到账后将原路退回，无需您操作。`,
});

export async function flagPendingReceipts({ tx, row, action }: Change<typeof orders.$inferSelect>): Promise<void> {
  const pending = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, row.id), eq(payments.method, 'bank'), eq(payments.state, 'pending')));
  const note = doublePayNote(action);
  for (const p of pending) await apply(tx, paymentMachine, p.id, 'flag', SYSTEM, { note, set: { rejectReason: note.slice(0, 200) } });
  if (!pending.length) return;
  // The buyer (and who sees the company's orders) hears of it: their order page says 异常，待平台处理 beside the receipt.
  await notify(tx, {
    companyId: row.companyId,
    ownerId: row.userId,
    orderId: row.id,
    kind: 'receipt_flagged',
    ...doublePayNotice(row.orderNo, action),
    link: `/orderDetail/${row.id}`,
  });
}
