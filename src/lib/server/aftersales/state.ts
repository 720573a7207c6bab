// The after-sales state machine: one per record, every allowed transition as data, each applied
// change logged (who, when, from, to, why). Anything not listed is refused with a Chinese message.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { aftersales, aftersaleTransitions } from '../db/schema/index.ts';
import { conflict, notFound } from '../http.ts';

import { AFTERSALE_STATE_NAMES, AFTERSALE_STATES, AFTERSALE_TYPE_NAMES, type AftersaleState, type AftersaleType } from '../../shared/labels.ts';

export const AS_STATES = AFTERSALE_STATES;
export type AsState = AftersaleState;
export const AS_TYPES = AFTERSALE_TYPE_NAMES;
export type AsType = AftersaleType;
export const AS_STATE_NAMES = AFTERSALE_STATE_NAMES;

/** A record still holding part of its line (quantity and amount) and keeping the order in after-sales. */
export const OPEN_STATES: readonly AsState[] = ['submitted', 'approved', 'returning', 'received'];
/** Records whose quantity and amount count against the line's cap (open ones and those refunded). */
export const COMMITTED_STATES: readonly AsState[] = [...OPEN_STATES, 'refunded'];

export type AsActorType = 'user' | 'operator';

interface AsRule {
  from: readonly AsState[];
  to: AsState;
  by: AsActorType;
  /** Only for records of this type (undefined: both). */
  type?: AsType;
  label: string;
}

/** Every allowed transition. The buyer may cancel until the returned goods are received. */
export const AS_TRANSITIONS = {
  approve: { from: ['submitted'], to: 'approved', by: 'operator', label: '同意售后' },
  reject: { from: ['submitted'], to: 'rejected', by: 'operator', label: '驳回售后' },
  ship_back: { from: ['approved'], to: 'returning', by: 'user', type: 2, label: '寄回商品' },
  receive: { from: ['returning'], to: 'received', by: 'operator', type: 2, label: '确认收到退货' },
  refund_only: { from: ['approved'], to: 'refunded', by: 'operator', type: 1, label: '退款' },
  refund_return: { from: ['received'], to: 'refunded', by: 'operator', type: 2, label: '退款' },
  cancel: { from: ['submitted', 'approved', 'returning'], to: 'cancelled', by: 'user', label: '撤销申请' },
} as const satisfies Record<string, AsRule>;

export type AsAction = keyof typeof AS_TRANSITIONS;
export const AS_ACTIONS = Object.keys(AS_TRANSITIONS) as AsAction[];

/** Why this transition may not happen now, or null when it may. */
export function asRefusal(state: string, type: number, action: AsAction, by: AsActorType): string | null {
  const rule = AS_TRANSITIONS[action] as AsRule | undefined;
  if (!rule) return '不支持的售后操作';
  if (rule.by !== by) return by === 'user' ? `「${rule.label}」需由平台处理` : `「${rule.label}」需由买家操作`;
  if (rule.type && rule.type !== type) return `${AS_TYPES[type as AsType] ?? ''}申请不能${rule.label}`;
  if (!(rule.from as readonly string[]).includes(state)) {
    return `售后单当前状态为「${AS_STATE_NAMES[state as AsState] ?? state}」，不能${rule.label}`;
  }
  return null;
}

/** The refund action that fits a record's type. */
export const refundActionFor = (type: number): AsAction => (type === 1 ? 'refund_only' : 'refund_return');

export type AsRow = typeof aftersales.$inferSelect;

export type AsActor = { type: 'user'; userId: number; name: string } | { type: 'operator'; name?: string };

/**
 * Locks the record, checks the rule, applies it with any extra columns, and logs it. Refusals are 409s.
 * Callers go through workflow.ts (applyAs), which adds the effects: notices and the order's own state.
 */
export async function asTransition(
  tx: Tx,
  id: number,
  action: AsAction,
  actor: AsActor,
  opts: { note?: string; set?: Partial<typeof aftersales.$inferInsert> } = {},
): Promise<AsRow> {
  const [cur] = await tx.select().from(aftersales).where(eq(aftersales.id, id)).for('update');
  if (!cur) throw notFound('售后单不存在');
  const why = asRefusal(cur.state, cur.type, action, actor.type);
  if (why) throw conflict(why);
  const from = cur.state as AsState;
  const to = AS_TRANSITIONS[action].to as AsState;
  const now = new Date();
  const [row] = await tx
    .update(aftersales)
    .set({ ...opts.set, state: to, updatedAt: now, ...(to === 'refunded' ? { refundedAt: now } : {}) })
    .where(and(eq(aftersales.id, id), eq(aftersales.state, from)))
    .returning();
  if (!row) throw conflict('售后单状态已变化，请刷新后重试');
  const note = (opts.note ?? '').slice(0, 300);
  await tx.insert(aftersaleTransitions).values({ aftersaleId: id, action, fromState: from, toState: to, note, at: now, ...asActorColumns(actor) });
  return row;
}

export function asActorColumns(actor: AsActor) {
  if (actor.type === 'user') return { actorType: 'user', actorUserId: actor.userId, actorName: actor.name.slice(0, 40) };
  return { actorType: 'operator', actorUserId: null, actorName: (actor.name ?? '平台客服').slice(0, 40) };
}
