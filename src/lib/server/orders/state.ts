// The one order state machine: the states, every allowed transition (as data), and the transition function
// that applies one inside a transaction and logs who, when, from and to. Anything not listed is refused.
import { and, desc, eq } from 'drizzle-orm';
import type { DB, Tx } from '../db/client.ts';
import { orders, orderTransitions } from '../db/schema/index.ts';
import { conflict, notFound } from '../http.ts';
import { releaseReservation } from './reserve.ts';
import { AFTER_TRANSITION } from './listeners.ts';
import { labelOf, ORDER_STATE_NAMES, ORDER_STATES, type OrderState } from '../../shared/labels.ts';

export { ORDER_STATES, type OrderState };
export const STATE_NAMES = ORDER_STATE_NAMES;

export type ActorType = 'user' | 'operator' | 'system';

export interface Rule {
  from: readonly OrderState[];
  /** Several targets: the caller names one (e.g. leaving after-sales returns to where the order was). */
  to: OrderState | readonly OrderState[];
  by: readonly ActorType[];
  /** Chinese verb phrase used in logs and refusals: 不能{label}. */
  label: string;
}

/** Every allowed transition. Anything not listed here is refused. */
export const TRANSITIONS = {
  quote: { from: ['quoting'], to: 'quoted', by: ['operator'], label: '报价' },
  accept_quote: { from: ['quoted'], to: 'unpaid', by: ['user'], label: '接受报价' },
  decline_quote: { from: ['quoted'], to: 'cancelled', by: ['user'], label: '拒绝报价' },
  cancel: { from: ['quoting', 'quoted', 'unpaid'], to: 'cancelled', by: ['user', 'operator'], label: '取消订单' },
  expire: { from: ['unpaid'], to: 'cancelled', by: ['system'], label: '超时取消' },
  submit_receipt: { from: ['unpaid'], to: 'confirming', by: ['user'], label: '上传转账凭证' },
  reject_payment: { from: ['confirming'], to: 'unpaid', by: ['operator'], label: '驳回付款' },
  confirm_payment: { from: ['confirming'], to: 'unshipped', by: ['operator'], label: '确认收款' },
  // A WeChat payment may land while a bank receipt waits for review: the money is in, so the order moves on.
  pay_online: { from: ['unpaid', 'confirming'], to: 'unshipped', by: ['system'], label: '在线支付' },
  ship: { from: ['unshipped'], to: 'shipped', by: ['operator'], label: '发货' },
  take: { from: ['shipped'], to: 'completed', by: ['user'], label: '确认收货' },
  deliver: { from: ['shipped'], to: 'completed', by: ['operator'], label: '确认送达' },
  // After-sales (built on top of these): open, then either back to where the order was, or fully refunded.
  open_aftersale: { from: ['unshipped', 'shipped', 'completed'], to: 'aftersale', by: ['user'], label: '申请售后' },
  close_aftersale: { from: ['aftersale'], to: ['unshipped', 'shipped', 'completed'], by: ['user', 'operator', 'system'], label: '结束售后' },
  refund: { from: ['aftersale'], to: 'refunded', by: ['operator'], label: '退款' },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof TRANSITIONS;
export const ACTIONS = Object.keys(TRANSITIONS) as Action[];

export function targetsOf(action: Action): readonly OrderState[] {
  const to = (TRANSITIONS[action] as Rule).to;
  return typeof to === 'string' ? [to] : to;
}

/** Why a transition may not happen, in Chinese, or null when it may. */
export function refusal(state: string, action: Action, by: ActorType, to?: OrderState): string | null {
  const rule = TRANSITIONS[action] as Rule;
  if (!rule) return '不支持的订单操作';
  if (!rule.by.includes(by)) return by === 'user' ? `「${rule.label}」需由平台运营处理` : `「${rule.label}」需由下单企业操作`;
  if (!(rule.from as readonly string[]).includes(state)) {
    const name = labelOf(ORDER_STATE_NAMES, state);
    return `订单当前状态为「${name}」，不能${rule.label}`;
  }
  const targets = targetsOf(action);
  if (targets.length > 1 && (!to || !targets.includes(to))) return `「${rule.label}」需指定目标状态`;
  return null;
}

export function targetOf(action: Action, to?: OrderState): OrderState {
  const targets = targetsOf(action);
  return targets.length > 1 ? to! : targets[0]!;
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
  const hit = ORDER_STATES.find((k) => STATE_NAMES[k] === s);
  return hit ?? null;
}

export type OrderRow = typeof orders.$inferSelect;

/** Who acts: a buyer (user id and display name), an operator (from the command line) or the system (timers, payment notifications). */
export type Actor =
  | { type: 'user'; userId: number; name: string }
  | { type: 'operator'; name?: string }
  | { type: 'system'; name?: string };

export interface TransitionEvent {
  order: OrderRow;
  action: Action;
  from: OrderState;
  to: OrderState;
  actor: Actor;
  note: string;
}

function actorColumns(actor: Actor) {
  if (actor.type === 'user') return { actorType: 'user', actorUserId: actor.userId, actorName: actor.name.slice(0, 40) };
  return { actorType: actor.type, actorUserId: null, actorName: (actor.name ?? (actor.type === 'operator' ? '平台运营' : '系统')).slice(0, 40) };
}

/** Logs the creation of an order ('' → its first state). */
export async function logCreation(tx: Tx, order: OrderRow, actor: Actor, note = '') {
  await tx.insert(orderTransitions).values({ orderId: order.id, action: 'create', fromState: '', toState: order.state, note, ...actorColumns(actor) });
}

/**
 * Applies one transition inside the caller's transaction: locks the order row, checks the rule,
 * updates the state (plus any columns in `set`), runs the entry effects and logs the change.
 * A refused transition throws a 409 with a Chinese message and changes nothing.
 */
export async function transition(
  tx: Tx,
  orderId: number,
  action: Action,
  actor: Actor,
  opts: {
    note?: string;
    to?: OrderState;
    set?: Partial<typeof orders.$inferInsert>;
    /** An extra precondition checked while the row is locked: a Chinese refusal, or null to go on. */
    guard?: (order: OrderRow) => string | null;
  } = {},
): Promise<OrderRow> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!current) throw notFound('订单不存在');
  const why = refusal(current.state, action, actor.type, opts.to);
  if (why) throw conflict(why);
  const guarded = opts.guard?.(current);
  if (guarded) throw conflict(guarded);
  const from = current.state as OrderState;
  const to = targetOf(action, opts.to);
  const now = new Date();
  const stamps: Partial<typeof orders.$inferInsert> = {};
  if (to === 'cancelled') stamps.cancelledAt = now;
  if (to === 'unshipped' && !current.paidAt) stamps.paidAt = now;
  if (to === 'shipped') stamps.shippedAt = now;
  if (to === 'completed' && !current.completedAt) stamps.completedAt = now;
  const [order] = await tx
    .update(orders)
    .set({ ...stamps, ...opts.set, state: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.state, from)))
    .returning();
  if (!order) throw conflict('订单状态已变化，请刷新后重试');
  if (to === 'cancelled') await releaseReservation(tx, order);
  const note = (opts.note ?? '').slice(0, 300);
  await tx.insert(orderTransitions).values({ orderId, action, fromState: from, toState: to, note, at: now, ...actorColumns(actor) });
  for (const listener of AFTER_TRANSITION) await listener(tx, { order, action, from, to, actor, note });
  return order;
}

/** The same, in a transaction of its own. */
export function runTransition(db: DB, orderId: number, action: Action, actor: Actor, opts?: Parameters<typeof transition>[4]) {
  return db.transaction((tx) => transition(tx, orderId, action, actor, opts));
}

/** The state an order was in before it last entered `state` (e.g. to leave after-sales where it came from). */
export async function stateBefore(tx: Tx | DB, orderId: number, state: OrderState): Promise<OrderState | null> {
  const [row] = await tx
    .select({ from: orderTransitions.fromState })
    .from(orderTransitions)
    .where(and(eq(orderTransitions.orderId, orderId), eq(orderTransitions.toState, state)))
    .orderBy(desc(orderTransitions.id))
    .limit(1);
  return (row?.from as OrderState) || null;
}
