// Refunds the platform owes without a buyer asking (a group-buy seat whose team failed, or paid after it ended):
// the order gets after-sales records of type 仅退款 for everything still refundable on it, opened by the system and
// already approved, so they wait in the back office's 待退款 queue like any approved claim and are refunded with the
// same refund move (restock, settleOrder: the order ends 已退款). While they are open the order is 售后中 and cannot
// be shipped. The goods never leave, so the freight is refunded too: the records add up to the order's payable.
import { eq } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import { aftersales, orders } from '~/lib/server/db/schema/index.ts';
import { transition, TRANSITIONS } from '~/lib/server/orders/state.ts';
import { logCreation, type Actor } from '~/lib/server/state/engine.ts';
import { notify } from '~/lib/server/notices/send.ts';
import { log } from '~/lib/server/log.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { AFTERSALE_TYPE_NAMES } from '~/lib/shared/labels.ts';
import { asMachine, type SystemReason } from './state.ts';
import { claimableLines, newAsNo } from './submit.ts';

const SYSTEM: Actor = { type: 'system' };

/** What the buyer is told when the platform opens the refund, by its reason (the title is also the record's description). */
const NOTICES: Record<SystemReason, { title: string; content: (orderNo: string, amount: string) => string }> = {
  拼团失败: {
    title: '拼团未成功，款项将原路退回',
    content: (no, amount) => `订单 ${no} 所在的拼团未在期限内成团，已付款项 ${amount} 将原路退回，订单不再发货，无需您操作。`,
  },
  拼团结束后付款: {
    title: '拼团已结束，款项将原路退回',
    content: (no, amount) => `订单 ${no} 付款时拼团已结束，已付款项 ${amount} 将原路退回，订单不再发货，无需您操作。`,
  },
};

/**
 * Inside the caller's transaction: opens the approved 仅退款 records refunding all that is left of the order (each
 * line's remaining cap, one line at a time, so the last takes the freight by the buyer's claims' own rule,
 * lastClaimFreight), moves the order to 售后中 and tells the buyer. Answers the
 * records' ids; none when the order is missing, has nothing left to refund, or is in a state that takes no after-sales
 * (logged: the refund then stays owed where its caller keeps it).
 */
export async function openOrderRefund(tx: Tx, orderId: number, reason: SystemReason): Promise<number[]> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const opens = o && ([...TRANSITIONS.open_aftersale.from, 'aftersale'] as string[]).includes(o.state);
  const openLines = async () => (o && opens ? (await claimableLines(tx, o)).filter((l) => l.leftNum > 0) : []);
  let lines = await openLines();
  if (!o || !lines.length) {
    log.warn('system refund not opened', { orderId, reason, state: o?.state ?? null });
    return [];
  }
  const now = new Date();
  const ids: number[] = [];
  let total = 0;
  for (; lines.length; lines = await openLines()) {
    const l = lines[0]!;
    const amount = l.maxForAll;
    const [r] = await tx
      .insert(aftersales)
      .values({
        asNo: newAsNo(now),
        orderId: o.id,
        orderLineId: l.id,
        companyId: o.companyId,
        userId: o.userId,
        type: 1,
        reason,
        description: NOTICES[reason].title,
        num: l.leftNum,
        refundAmount: amount,
        freight: l.freight,
        state: 'approved',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await logCreation(
      tx,
      asMachine,
      r!,
      SYSTEM,
      `${AFTERSALE_TYPE_NAMES[1]}：${reason}，退款${formatPrice(amount)}，待平台退款`,
      'open',
      now,
    );
    ids.push(r!.id);
    total += amount;
  }
  if (o.state !== 'aftersale') await transition(tx, o.id, 'open_aftersale', SYSTEM, { note: `${reason}，待退款${formatPrice(total)}` });
  const text = NOTICES[reason];
  await notify(tx, {
    companyId: o.companyId,
    ownerId: o.userId,
    orderId: o.id,
    aftersaleId: ids[0]!,
    kind: 'aftersale_system',
    title: text.title,
    content: text.content(o.orderNo, formatPrice(total)),
    link: `/asRecordDetail?id=${ids[0]}`,
  });
  return ids;
}
