// The order machine: its states, every allowed move as data (from, to, who, the buyer permission, the effects),
// and the effects those names stand for. The engine (state/engine.ts) applies a move inside a transaction, logs
// who, when, from and to, and runs the effects in the same transaction. Anything not listed is refused.
import { eq } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { orderLines, orders } from '~/lib/server/db/schema/index.ts';
import {
  apply,
  logCreation as logCreated,
  machine,
  refusalOf,
  targetsOf as targets,
  type Actor,
  type ActorType,
  type ApplyOptions,
  type Move,
} from '~/lib/server/state/engine.ts';
import { stateBeforeLast } from '~/lib/server/state/log.ts';
import { returnStock } from '~/lib/server/catalogue/stock.ts';
import { releaseOrderCoupon } from '~/lib/server/activities/coupons.ts';
import { makeContract } from '~/lib/server/contracts/snapshot.ts';
import { orderNotice } from '~/lib/server/notices/order-events.ts';
import { activityPaid, activityRefunded, releaseActivity } from './activity.ts';
import { moveQuoteOf } from './quote-state.ts';
import { flagPendingReceipts } from '~/lib/server/payments/double-pay.ts';
import { ORDER_STATE_NAMES, ORDER_STATES, type OrderState } from '~/lib/shared/labels.ts';

export { ORDER_STATES, type OrderState, type Actor, type ActorType };
export const STATE_NAMES = ORDER_STATE_NAMES;

export type OrderRow = typeof orders.$inferSelect;

/** What leaving for 已取消 gives back: the stock of every line, the coupon, a seckill reservation or group seat. */
const RELEASE = ['returnStock', 'releaseCoupon', 'releaseActivity'] as const;
/**
 * What a confirmed payment brings: the purchase contract, the activity marked paid, the buyer's notice, and any
 * transfer receipt still pending on the order flagged for staff (a possible double payment, payments/double-pay.ts).
 */
const PAID = ['contract', 'activityPaid', 'notify', 'flagReceipts'] as const;

export const orderMachine = machine<OrderRow>()({
  kind: 'order',
  table: orders,
  stateKey: 'state',
  states: ORDER_STATES,
  names: ORDER_STATE_NAMES,
  moves: {
    quote: { from: ['quoting'], to: 'quoted', by: ['operator'], label: '报价', effects: ['notify'] },
    accept_quote: { from: ['quoted'], to: 'unpaid', by: ['user'], perm: 'buy', label: '接受报价', effects: ['quote:accept'] },
    decline_quote: {
      from: ['quoted'],
      to: 'cancelled',
      by: ['user'],
      perm: 'buy',
      label: '拒绝报价',
      effects: ['quote:decline', ...RELEASE],
    },
    cancel: {
      from: ['quoting', 'quoted', 'unpaid'],
      to: 'cancelled',
      by: ['user', 'operator'],
      perm: 'buy',
      label: '取消订单',
      effects: ['quote:cancel', ...RELEASE, 'notify'],
    },
    expire: { from: ['unpaid'], to: 'cancelled', by: ['system'], label: '超时取消', effects: [...RELEASE, 'notify'] },
    submit_receipt: { from: ['unpaid'], to: 'confirming', by: ['user'], perm: 'pay', label: '上传转账凭证' },
    reject_payment: { from: ['confirming'], to: 'unpaid', by: ['operator'], label: '驳回付款', effects: ['notify'] },
    confirm_payment: { from: ['confirming'], to: 'unshipped', by: ['operator'], label: '确认收款', effects: PAID },
    // A WeChat payment may land while a bank receipt waits for review: the money is in, so the order moves on, and
    // the receipt goes to the exception queue (flagReceipts) rather than wait forever.
    pay_online: { from: ['unpaid', 'confirming'], to: 'unshipped', by: ['system'], label: '在线支付', effects: PAID },
    ship: { from: ['unshipped'], to: 'shipped', by: ['operator'], label: '发货', effects: ['notify'] },
    take: { from: ['shipped'], to: 'completed', by: ['user'], perm: 'buy', label: '确认收货' },
    deliver: { from: ['shipped'], to: 'completed', by: ['operator'], label: '确认送达', effects: ['notify'] },
    // After-sales (aftersales/state.ts drives these): open, then either back to where the order was, or fully refunded.
    // The system opens it too: a refund the platform owes (a failed group-buy seat, aftersales/order-refund.ts).
    open_aftersale: {
      from: ['unshipped', 'shipped', 'completed'],
      to: 'aftersale',
      by: ['user', 'system'],
      perm: 'aftersale',
      label: '申请售后',
    },
    close_aftersale: {
      from: ['aftersale'],
      to: ['unshipped', 'shipped', 'completed'],
      by: ['user', 'operator', 'system'],
      label: '结束售后',
    },
    refund: { from: ['aftersale'], to: 'refunded', by: ['operator'], label: '退款', effects: ['releaseCoupon', 'activityRefunded'] },
  },
  effects: {
    async returnStock({ tx, row }) {
      await returnStock(
        tx,
        await tx
          .select({ productId: orderLines.productId, skuId: orderLines.skuId, num: orderLines.num })
          .from(orderLines)
          .where(eq(orderLines.orderId, row.id)),
      );
    },
    releaseCoupon: ({ tx, row }) => releaseOrderCoupon(tx, row),
    releaseActivity,
    activityPaid,
    activityRefunded,
    contract: makeContract,
    flagReceipts: flagPendingReceipts,
    notify: orderNotice,
    'quote:accept': async ({ tx, row, actor }) => void (await moveQuoteOf(tx, row.id, 'accept', actor)),
    'quote:decline': async ({ tx, row, actor }) => void (await moveQuoteOf(tx, row.id, 'decline', actor)),
    'quote:cancel': async ({ tx, row, actor, note }) => void (await moveQuoteOf(tx, row.id, 'cancel', actor, { note })),
  },
  texts: {
    noun: '订单',
    notFound: '订单不存在',
    changed: '订单状态已变化，请刷新后重试',
    operatorSide: '平台运营',
    buyerSide: '下单企业',
    operatorName: '平台运营',
    systemName: '系统',
  },
  stamps(to, row, at) {
    if (to === 'cancelled') return { cancelledAt: at, updatedAt: at };
    if (to === 'unshipped' && !row.paidAt) return { paidAt: at, updatedAt: at };
    if (to === 'shipped') return { shippedAt: at, updatedAt: at };
    if (to === 'completed' && !row.completedAt) return { completedAt: at, updatedAt: at };
    return { updatedAt: at };
  },
});

/** The move table, by action (the same object the engine reads). */
export const TRANSITIONS = orderMachine.moves;
export type Action = keyof typeof TRANSITIONS;
export const ACTIONS = Object.keys(TRANSITIONS) as Action[];
export type Rule = Move<OrderState, string>;

export const targetsOf = (action: Action) => targets(orderMachine, action) as readonly OrderState[];

/** Why a transition may not happen, in Chinese, or null when it may. */
export const refusal = (state: string, action: Action, by: ActorType, to?: OrderState): string | null =>
  refusalOf(orderMachine, state, action, by, { to });

export function targetOf(action: Action, to?: OrderState): OrderState {
  const t = targetsOf(action);
  return t.length > 1 ? to! : t[0]!;
}

/** States a tab on /myOrder filters by. */
export const STATE_TABS: { key: string; label: string; states: OrderState[] }[] = [
  { key: 'all', label: '全部订单', states: [] },
  { key: 'quote', label: '待报价', states: ['quoting', 'quoted'] },
  { key: 'unpaid', label: '待付款', states: ['unpaid', 'confirming'] },
  { key: 'unshipped', label: '待发货', states: ['unshipped'] },
  { key: 'shipped', label: '待收货', states: ['shipped'] },
  { key: 'completed', label: '已完成', states: ['completed'] },
  { key: 'aftersale', label: '售后', states: ['aftersale', 'refunded'] },
  { key: 'cancelled', label: '已取消', states: ['cancelled'] },
];

/** Accepts a state key or its Chinese name (operators type either). */
export function parseState(s: string): OrderState | null {
  if ((ORDER_STATES as readonly string[]).includes(s)) return s as OrderState;
  return ORDER_STATES.find((k) => STATE_NAMES[k] === s) ?? null;
}

/** Logs the creation of an order ('' → its first state). */
export const logCreation = (tx: Tx, order: OrderRow, actor: Actor, note = '') => logCreated(tx, orderMachine, order, actor, note);

/**
 * Applies one transition inside the caller's transaction: locks the order row, checks the table, updates the
 * state (plus any columns in `set`), logs the change and runs the move's effects. A refused transition throws a
 * 409 with a Chinese message and changes nothing.
 */
export function transition(
  tx: Tx,
  orderId: number,
  action: Action,
  actor: Actor,
  opts: ApplyOptions<OrderRow, OrderState> = {},
): Promise<OrderRow> {
  return apply(tx, orderMachine, orderId, action, actor, opts);
}

/** The same, in a transaction of its own. */
export function runTransition(db: DB, orderId: number, action: Action, actor: Actor, opts?: ApplyOptions<OrderRow, OrderState>) {
  return db.transaction((tx) => transition(tx, orderId, action, actor, opts));
}

/** The state an order was in before it last entered `state` (e.g. to leave after-sales where it came from). */
export async function stateBefore(tx: Tx | DB, orderId: number, state: OrderState): Promise<OrderState | null> {
  return (await stateBeforeLast(tx, 'order', orderId, state)) as OrderState | null;
}
