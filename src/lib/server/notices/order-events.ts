// Order transitions that the buyer should hear about, turned into notices: the order machine's 'notify' effect,
// so every call site of the machine is covered (buyer, operator, timers, payment notifications). The buyer's
// own actions make no notice.
import type { orders } from '~/lib/server/db/schema/index.ts';
import type { Change } from '~/lib/server/state/engine.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { PAYMENT_REJECTED_NOTE, reasonWithAdvice } from '~/lib/shared/wording.ts';
import { notify } from './send.ts';

type Text = (e: {
  order: typeof orders.$inferSelect;
  note: string;
  actor: Change<unknown>['actor'];
}) => { title: string; content: string } | null;

const EVENTS: Record<string, Text> = {
  quote: ({ order: o }) => ({
    title: '订单已报价',
    content: `您的定制订单 ${o.orderNo} 已报价：应付 ${formatPrice(o.payable)}${o.deliveryDate ? `，交货日期 ${o.deliveryDate}` : ''}。请尽快确认报价。`,
  }),
  confirm_payment: ({ order: o }) => ({
    title: '付款已确认',
    content: `订单 ${o.orderNo} 的对公转账 ${formatPrice(o.payable)} 已确认到账，我们将尽快为您安排生产与发货。`,
  }),
  pay_online: ({ order: o }) => ({
    title: '付款成功',
    content: `订单 ${o.orderNo} 已通过微信支付 ${formatPrice(o.payable)}，我们将尽快为您安排发货。`,
  }),
  reject_payment: ({ order: o, note }) => ({
    title: '付款凭证被驳回',
    // The reason alone (the timeline's note begins with what the title already says: 付款凭证被驳回：…).
    content: `订单 ${o.orderNo} 的转账凭证未通过审核，原因：${reasonWithAdvice(
      note.startsWith(PAYMENT_REJECTED_NOTE) ? note.slice(PAYMENT_REJECTED_NOTE.length) : note,
      '请重新上传正确的转账凭证',
      '重新上传',
    )}`,
  }),
  ship: ({ order: o }) => ({
    title: '订单已发货',
    content: `订单 ${o.orderNo} 已发货：${o.carrier ?? ''} ${o.trackingNo ?? ''}。收到货物后请确认收货。`,
  }),
  deliver: ({ order: o }) => ({ title: '订单已送达', content: `订单 ${o.orderNo} 物流已签收，订单已完成。欢迎评价本次采购。` }),
  expire: ({ order: o }) => ({
    title: '订单已超时取消',
    content: `订单 ${o.orderNo} 超过付款时限未付款，已自动取消，库存与优惠券已退回。`,
  }),
  cancel: ({ order: o, note, actor }) =>
    actor.type === 'user' ? null : { title: '订单已被取消', content: `订单 ${o.orderNo} 已由平台取消。${note}` },
};

/** Order effect 'notify': the notice of this move, unless the buyer made it. */
export async function orderNotice({ tx, row: order, action, actor, note }: Change<typeof orders.$inferSelect>): Promise<void> {
  if (actor.type === 'user') return;
  const text = EVENTS[action]?.({ order, note, actor });
  if (!text) return;
  await notify(tx, {
    companyId: order.companyId,
    ownerId: order.userId,
    orderId: order.id,
    kind: action,
    title: text.title,
    content: text.content,
    link: `/orderDetail/${order.id}`,
  });
}
