// Order transitions that the buyer should hear about, turned into notices. Registered in
// orders/listeners.ts, so every call site of the order state machine is covered (buyer, operator, timers,
// payment notifications). The buyer's own actions make no notice. Imports no values from orders/state.ts
// (that module imports the listener list).
import type { Tx } from '../db/client.ts';
import type { TransitionEvent } from '../orders/state.ts';
import { formatPrice } from '../../shared/money.ts';
import { reasonWithAdvice } from '../../shared/wording.ts';
import { notify } from './send.ts';

type Text = (e: TransitionEvent) => { title: string; content: string } | null;

const EVENTS: Record<string, Text> = {
  quote: ({ order: o }) => ({
    title: '订单已报价',
    content: `您的定制订单 ${o.orderNo} 已报价：应付 ${formatPrice(o.payable)}${o.deliveryDate ? `，交货日期 ${o.deliveryDate}` : ''}。请尽快确认报价。`,
  }),
  confirm_payment: ({ order: o }) => ({ title: '付款已确认', content: `订单 ${o.orderNo} 的对公转账 ${formatPrice(o.payable)} 已确认到账，我们将尽快为您安排生产与发货。` }),
  pay_online: ({ order: o }) => ({ title: '付款成功', content: `订单 ${o.orderNo} 已通过微信支付 ${formatPrice(o.payable)}，我们将尽快为您安排发货。` }),
  reject_payment: ({ order: o, note }) => ({ title: '付款凭证被驳回', content: `订单 ${o.orderNo} 的转账凭证未通过审核。${reasonWithAdvice(note, '请重新上传正确的转账凭证', '重新上传')}` }),
  ship: ({ order: o }) => ({ title: '订单已发货', content: `订单 ${o.orderNo} 已发货：${o.carrier ?? ''} ${o.trackingNo ?? ''}。收到货物后请确认收货。` }),
  deliver: ({ order: o }) => ({ title: '订单已送达', content: `订单 ${o.orderNo} 物流已签收，订单已完成。欢迎评价本次采购。` }),
  expire: ({ order: o }) => ({ title: '订单已超时取消', content: `订单 ${o.orderNo} 超过付款时限未付款，已自动取消，库存与优惠券已退回。` }),
  cancel: ({ order: o, note, actor }) => (actor.type === 'user' ? null : { title: '订单已被取消', content: `订单 ${o.orderNo} 已由平台取消。${note}` }),
};

export async function orderNoticeListener(tx: Tx, e: TransitionEvent): Promise<void> {
  if (e.actor.type === 'user') return;
  const text = EVENTS[e.action]?.(e);
  if (!text) return;
  await notify(tx, {
    companyId: e.order.companyId, ownerId: e.order.userId, orderId: e.order.id, kind: e.action,
    title: text.title, content: text.content, link: `/orderDetail/${e.order.id}`,
  });
}
