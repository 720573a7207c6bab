// Applying an after-sales transition with its effects, in one transaction: the notice to the buyer for
// each platform decision, and the order's own state (售后中 while any record is open; back to where it
// was, or 已退款 when everything paid for the goods has been refunded).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { aftersales, orderLines, orders, siteConfig } from '../db/schema/index.ts';
import { stateBefore, transition, type Actor, type OrderState } from '../orders/state.ts';
import { formatPrice } from '../../shared/money.ts';
import { notify } from '../notices/send.ts';
import { lineCaps } from './caps.ts';
import { releaseCouponOfRefundedOrder, restockRefundedUnits } from './restock.ts';
import { asTransition, OPEN_STATES, type AsAction, type AsActor, type AsRow } from './state.ts';

const TERMINAL = new Set(['rejected', 'cancelled', 'refunded']);

export async function returnAddress(tx: Tx): Promise<string> {
  const [row] = await tx.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, 'seller'));
  const s = row?.value as { name?: string; address?: string; phone?: string } | undefined;
  return s?.address ? `${s.address}（${s.name ?? ''}售后部收，${s.phone ?? ''}）` : '请联系客服获取退货地址';
}

async function noticeFor(tx: Tx, r: AsRow, action: AsAction, note: string) {
  const texts: Partial<Record<AsAction, () => Promise<{ title: string; content: string }>>> = {
    approve: async () => ({
      title: '售后申请已同意',
      content: r.type === 2
        ? `售后单 ${r.asNo} 已同意退货退款。请将商品寄回：${await returnAddress(tx)}，并在售后详情中填写退货物流单号。`
        : `售后单 ${r.asNo} 已同意退款 ${formatPrice(r.refundAmount)}，平台将尽快原路退回。`,
    }),
    reject: async () => ({ title: '售后申请被驳回', content: `售后单 ${r.asNo} 未通过审核：${note || r.rejectReason || ''}` }),
    receive: async () => ({ title: '平台已收到退货', content: `售后单 ${r.asNo} 的退货已签收，平台将尽快为您退款 ${formatPrice(r.refundAmount)}。` }),
    refund_only: async () => ({ title: '退款已完成', content: `售后单 ${r.asNo} 已退款 ${formatPrice(r.refundAmount)}，请注意查收。` }),
    refund_return: async () => ({ title: '退款已完成', content: `售后单 ${r.asNo} 已退款 ${formatPrice(r.refundAmount)}，请注意查收。` }),
  };
  const t = await texts[action]?.();
  if (!t) return;
  await notify(tx, {
    companyId: r.companyId, ownerId: r.userId, orderId: r.orderId, aftersaleId: r.id, kind: `aftersale_${action}`,
    title: t.title, content: t.content, link: `/asRecordDetail?id=${r.id}`,
  });
}

/** Leaves 售后中 once no record of the order is open. */
export async function settleOrder(tx: Tx, orderId: number, actor: Actor): Promise<void> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!o || o.state !== 'aftersale') return;
  const [{ open }] = (await tx.select({ open: sql<number>`count(*)::int` }).from(aftersales)
    .where(and(eq(aftersales.orderId, orderId), inArray(aftersales.state, OPEN_STATES as string[])))) as [{ open: number }];
  if (open > 0) return;
  const lines = await tx.select({ id: orderLines.id, num: orderLines.num, lineTotal: orderLines.lineTotal }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const paidForGoods = [...lineCaps(lines, o.discount).values()].reduce((s, v) => s + v, 0);
  const [{ refunded }] = (await tx.select({ refunded: sql<number>`coalesce(sum(${aftersales.refundAmount}), 0)::int` }).from(aftersales)
    .where(and(eq(aftersales.orderId, orderId), eq(aftersales.state, 'refunded')))) as [{ refunded: number }];
  if (refunded > 0 && refunded >= paidForGoods) {
    await transition(tx, orderId, 'refund', { type: 'operator', name: '平台客服' }, { note: `商品款已全部退回，共退款${(refunded / 100).toFixed(2)}元` });
    await releaseCouponOfRefundedOrder(tx, o);
    return;
  }
  const back = (await stateBefore(tx, orderId, 'aftersale')) ?? (o.completedAt ? 'completed' : o.shippedAt ? 'shipped' : 'unshipped');
  const to: OrderState = ['unshipped', 'shipped', 'completed'].includes(back) ? back : 'completed';
  await transition(tx, orderId, 'close_aftersale', actor, { to, note: refunded > 0 ? `售后结束，已退款${(refunded / 100).toFixed(2)}元` : '售后结束' });
}

const orderActor = (a: AsActor): Actor => (a.type === 'user' ? a : { type: 'operator', name: a.name ?? '平台客服' });

/** The one way records change state (buyer and operator alike). */
export async function applyAs(tx: Tx, id: number, action: AsAction, actor: AsActor, opts: Parameters<typeof asTransition>[4] = {}): Promise<AsRow> {
  const r = await asTransition(tx, id, action, actor, opts);
  if (actor.type === 'operator') await noticeFor(tx, r, action, opts.note ?? '');
  if (r.state === 'refunded') await restockRefundedUnits(tx, r);
  if (TERMINAL.has(r.state)) await settleOrder(tx, r.orderId, orderActor(actor));
  return r;
}
