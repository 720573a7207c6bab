// What the buttons for a buyer's order actions say and do (components/orders/OrderActions.astro draws them,
// lib/client/order-actions.ts runs them). Which actions an order offers is the server's (orders/actions.ts).
import type { BuyerAction } from '~/lib/shared/contracts/orders.ts';

export const ORDER_ACTION_LABELS: Record<BuyerAction, string> = {
  cancel: '取消订单',
  pay: '去付款',
  uploadReceipt: '上传转账凭证',
  acceptQuote: '接受报价',
  declineQuote: '拒绝报价',
  take: '确认收货',
  again: '再次购买',
};

/** Drawn as the primary button. */
export const PRIMARY_ORDER_ACTIONS: ReadonlySet<BuyerAction> = new Set<BuyerAction>(['pay', 'acceptQuote', 'take']);

/** Asked before the call. */
export const ORDER_ACTION_QUESTIONS: Partial<Record<BuyerAction, string>> = {
  cancel: '确定取消该订单吗？取消后库存与优惠券将退回。',
  declineQuote: '确定拒绝该报价吗？订单将被取消。',
  take: '请确认已收到全部货物，确认收货后订单完成。',
};

/** The call behind an action that changes the order where it is (pay, upload and again go elsewhere). */
export const ORDER_ACTION_CALLS = {
  cancel: '/api/order/cancel',
  acceptQuote: '/api/order/quote/accept',
  declineQuote: '/api/order/quote/decline',
  take: '/api/order/take',
} as const satisfies Partial<Record<BuyerAction, string>>;
