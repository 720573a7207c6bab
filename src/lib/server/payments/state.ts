// The payment machine. A bank transfer is one row per uploaded receipt: pending → confirmed | rejected by an
// operator. A WeChat payment is one row per transaction: pending → confirmed when it matches its order, or →
// exception (kept for an operator) when it does not. A receipt still pending when its order gets paid otherwise
// goes to exception too (a possible double payment: payments/double-pay.ts). An operator closes an exception out
// once it is handled outside the system (refunded, or applied by hand), always with a note saying how: → resolved.
import { payments } from '~/lib/server/db/schema/index.ts';
import { machine } from '~/lib/server/state/engine.ts';
import { PAYMENT_STATE_NAMES, PAYMENT_STATES } from '~/lib/shared/labels.ts';

export type PaymentRow = typeof payments.$inferSelect;

export const paymentMachine = machine<PaymentRow>()({
  kind: 'payment',
  table: payments,
  stateKey: 'state',
  states: PAYMENT_STATES,
  names: PAYMENT_STATE_NAMES,
  moves: {
    confirm: { from: ['pending'], to: 'confirmed', by: ['operator', 'system'], label: '确认收款' },
    reject: { from: ['pending'], to: 'rejected', by: ['operator'], label: '驳回付款' },
    flag: { from: ['pending'], to: 'exception', by: ['system'], label: '标记异常' },
    resolve: { from: ['exception'], to: 'resolved', by: ['operator'], label: '处理异常' },
  },
  effects: {},
  texts: {
    noun: '付款记录',
    notFound: '付款记录不存在',
    changed: '付款记录状态已变化，请刷新后重试',
    operatorSide: '平台运营',
    buyerSide: '下单企业',
    operatorName: '平台运营',
    systemName: '系统',
  },
  stamps: (_to, _row, at) => ({ decidedAt: at }),
});
