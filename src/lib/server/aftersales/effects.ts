// The effects of after-sales moves (aftersales/state.ts declares which move has which): the notice to the buyer
// for each platform decision, refunded units back into stock, and the order's own state (售后中 while any record is open; back to where it was,
// or 已退款 when everything paid for the goods has been refunded).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { aftersales, orderLines, orders, siteConfig } from '~/lib/server/db/schema/index.ts';
import { stateBefore, transition, type OrderState } from '~/lib/server/orders/state.ts';
import type { Change } from '~/lib/server/state/engine.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { notify } from '~/lib/server/notices/send.ts';
import { returnStock } from '~/lib/server/catalogue/stock.ts';
import { lineCaps } from '~/lib/shared/refund-caps.ts';

type AsRow = typeof aftersales.$inferSelect;

/** A record still holding part of its line (quantity and amount) and keeping the order in after-sales. */
export const OPEN_STATES = ['submitted', 'approved', 'returning', 'received'] as const;

/**
 * An order's refunds in fen: `refunded`, what its records refunded; `pending`, what its open records (submitted, approved,
 * goods on the way back or received) ask. Every page that shows an order's refunds reads them here (the buyer's 退款进度,
 * the back office's order, `order:show`), and the order's move to 已退款 weighs `refunded`.
 */
export async function refundTotals(db: Tx | DB, orderId: number): Promise<{ refunded: number; pending: number }> {
  const [row] = await db
    .select({
      refunded: sql<number>`coalesce(sum(${aftersales.refundAmount}) filter (where ${aftersales.state} = 'refunded'), 0)::int`,
      pending: sql<number>`coalesce(sum(${aftersales.refundAmount}) filter (where ${inArray(aftersales.state, [...OPEN_STATES])}), 0)::int`,
    })
    .from(aftersales)
    .where(eq(aftersales.orderId, orderId));
  return { refunded: row?.refunded ?? 0, pending: row?.pending ?? 0 };
}

export async function returnAddress(tx: Tx): Promise<string> {
  const [row] = await tx.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, 'seller'));
  const s = row?.value as { name?: string; address?: string; phone?: string } | undefined;
  return s?.address ? `${s.address}（${s.name ?? ''}售后部收，${s.phone ?? ''}）` : '请联系客服获取退货地址';
}

const TEXTS: Record<string, (tx: Tx, r: AsRow, note: string) => Promise<{ title: string; content: string }>> = {
  approve: async (tx, r) => ({
    title: '售后申请已同意',
    content:
      r.type === 2
        ? `售后单 ${r.asNo} 已同意退货退款。请将商品寄回：${await returnAddress(tx)}，并在售后详情中填写退货物流单号。`
        : `售后单 ${r.asNo} 已同意退款 ${formatPrice(r.refundAmount)}，平台将尽快原路退回。`,
  }),
  reject: async (_tx, r, note) => ({ title: '售后申请被驳回', content: `售后单 ${r.asNo} 未通过审核：${note || r.rejectReason || ''}` }),
  receive: async (_tx, r) => ({
    title: '平台已收到退货',
    content: `售后单 ${r.asNo} 的退货已签收，平台将尽快为您退款 ${formatPrice(r.refundAmount)}。`,
  }),
  refund_only: async (_tx, r) => ({ title: '退款已完成', content: `售后单 ${r.asNo} 已退款 ${formatPrice(r.refundAmount)}，请注意查收。` }),
  refund_return: async (_tx, r) => ({
    title: '退款已完成',
    content: `售后单 ${r.asNo} 已退款 ${formatPrice(r.refundAmount)}，请注意查收。`,
  }),
};

/** Effect 'notify': the buyer hears of each platform decision (their own moves make no notice). */
export async function asNotice({ tx, row: r, action, actor, note }: Change<AsRow>): Promise<void> {
  if (actor.type !== 'operator') return;
  const t = await TEXTS[action]?.(tx, r, note);
  if (!t) return;
  await notify(tx, {
    companyId: r.companyId,
    ownerId: r.userId,
    orderId: r.orderId,
    aftersaleId: r.id,
    kind: `aftersale_${action}`,
    title: t.title,
    content: t.content,
    link: `/asRecordDetail?id=${r.id}`,
  });
}

/** Effect 'restock': a refunded record's units go back into stock when the order was never shipped. */
export async function restock({ tx, row: r }: Change<AsRow>): Promise<void> {
  const [o] = await tx.select({ shippedAt: orders.shippedAt }).from(orders).where(eq(orders.id, r.orderId));
  if (!o || o.shippedAt) return;
  const [line] = await tx
    .select({ productId: orderLines.productId, skuId: orderLines.skuId })
    .from(orderLines)
    .where(eq(orderLines.id, r.orderLineId));
  if (!line || r.num <= 0) return;
  await returnStock(tx, [{ productId: line.productId, skuId: line.skuId, num: r.num }]);
}

/** Effect 'settleOrder': the order leaves 售后中 once no record of it is open. */
export async function settleOrder({ tx, row: r, actor }: Change<AsRow>): Promise<void> {
  const orderId = r.orderId;
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!o || o.state !== 'aftersale') return;
  const [{ open }] = (await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(aftersales)
    .where(and(eq(aftersales.orderId, orderId), inArray(aftersales.state, [...OPEN_STATES])))) as [{ open: number }];
  if (open > 0) return;
  const lines = await tx
    .select({ id: orderLines.id, num: orderLines.num, lineTotal: orderLines.lineTotal })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const paidForGoods = [...lineCaps(lines, o.discount).values()].reduce((s, v) => s + v, 0);
  const { refunded } = await refundTotals(tx, orderId);
  if (refunded > 0 && refunded >= paidForGoods) {
    await transition(
      tx,
      orderId,
      'refund',
      { type: 'operator', name: '平台客服' },
      { note: `商品款已全部退回，共退款${formatPrice(refunded)}` },
    );
    return;
  }
  const back = (await stateBefore(tx, orderId, 'aftersale')) ?? (o.completedAt ? 'completed' : o.shippedAt ? 'shipped' : 'unshipped');
  const to: OrderState = ['unshipped', 'shipped', 'completed'].includes(back) ? back : 'completed';
  const byWhom = actor.type === 'operator' ? { type: 'operator' as const, name: actor.name ?? '平台客服' } : actor;
  await transition(tx, orderId, 'close_aftersale', byWhom, {
    to,
    note: refunded > 0 ? `售后结束，已退款${formatPrice(refunded)}` : '售后结束',
  });
}
