// The after-sales machine: one per record, every allowed move as data (from, to, who, the buyer permission, the
// record type it is limited to, its effects), applied by the engine with each change logged (who, when, from,
// to, why). Anything not listed is refused with a Chinese message.
import type { Tx } from '~/lib/server/db/client.ts';
import { aftersales } from '~/lib/server/db/schema/index.ts';
import { apply, machine, refusalOf, type ApplyOptions } from '~/lib/server/state/engine.ts';
import {
  AFTERSALE_STATE_NAMES,
  AFTERSALE_STATES,
  AFTERSALE_TYPE_NAMES,
  type AftersaleState,
  type AftersaleType,
} from '~/lib/shared/labels.ts';
import { asNotice, OPEN_STATES, restock, settleOrder } from './effects.ts';

export const AS_STATES = AFTERSALE_STATES;
export type AsState = AftersaleState;
export const AS_TYPES = AFTERSALE_TYPE_NAMES;
export type AsType = AftersaleType;
export const AS_STATE_NAMES = AFTERSALE_STATE_NAMES;

export { OPEN_STATES };
/** Records whose quantity and amount count against the line's cap (open ones and those refunded). */
export const COMMITTED_STATES: readonly AsState[] = [...OPEN_STATES, 'refunded'];

export type AsRow = typeof aftersales.$inferSelect;
export type AsActorType = 'user' | 'operator';
export type AsActor = { type: 'user'; userId: number; name: string } | { type: 'operator'; name?: string };

/** A platform decision that ends the record: the order may leave 售后中. */
const ENDS = ['notify', 'settleOrder'] as const;

export const asMachine = machine<AsRow>()({
  kind: 'aftersale',
  table: aftersales,
  stateKey: 'state',
  states: AS_STATES,
  names: AS_STATE_NAMES,
  // The buyer may cancel until the returned goods are received.
  moves: {
    approve: { from: ['submitted'], to: 'approved', by: ['operator'], label: '同意售后', effects: ['notify'] },
    reject: { from: ['submitted'], to: 'rejected', by: ['operator'], label: '驳回售后', effects: ENDS },
    ship_back: { from: ['approved'], to: 'returning', by: ['user'], perm: 'aftersale', type: 2, label: '寄回商品' },
    receive: { from: ['returning'], to: 'received', by: ['operator'], type: 2, label: '确认收到退货', effects: ['notify'] },
    refund_only: {
      from: ['approved'],
      to: 'refunded',
      by: ['operator'],
      type: 1,
      label: '退款',
      effects: ['notify', 'restock', 'settleOrder'],
    },
    refund_return: {
      from: ['received'],
      to: 'refunded',
      by: ['operator'],
      type: 2,
      label: '退款',
      effects: ['notify', 'restock', 'settleOrder'],
    },
    cancel: {
      from: ['submitted', 'approved', 'returning'],
      to: 'cancelled',
      by: ['user'],
      perm: 'aftersale',
      label: '撤销申请',
      effects: ['settleOrder'],
    },
  },
  effects: { notify: asNotice, restock, settleOrder },
  texts: {
    noun: '售后单',
    notFound: '售后单不存在',
    changed: '售后单状态已变化，请刷新后重试',
    operatorSide: '平台',
    buyerSide: '买家',
    operatorName: '平台客服',
    typeNames: AS_TYPES,
  },
  stamps: (to, _row, at) => (to === 'refunded' ? { refundedAt: at, updatedAt: at } : { updatedAt: at }),
  typeOf: (r) => r.type,
});

export const AS_TRANSITIONS = asMachine.moves;
export type AsAction = keyof typeof AS_TRANSITIONS;
export const AS_ACTIONS = Object.keys(AS_TRANSITIONS) as AsAction[];

/** Why this move may not happen now, or null when it may. */
export const asRefusal = (state: string, type: number, action: AsAction, by: AsActorType): string | null =>
  refusalOf(asMachine, state, action, by, { type });

/**
 * The reasons of records the system opens itself (aftersales/order-refund.ts), by the group-buy seat move that owes
 * the refund. No buyer can pick them (AS_REASONS), and the buyer cannot cancel such a record: the money is owed.
 */
export const SYSTEM_REASONS = { refund_due: '拼团失败', pay_late: '拼团结束后付款' } as const;
export type SystemReason = (typeof SYSTEM_REASONS)[keyof typeof SYSTEM_REASONS];
export const isSystemRecord = (r: Pick<AsRow, 'reason'>) => (Object.values(SYSTEM_REASONS) as string[]).includes(r.reason);

/** Why the buyer may not cancel this record now (the machine's rule, and a system record is never theirs to cancel), or null. */
export const buyerCancelRefusal = (r: Pick<AsRow, 'state' | 'type' | 'reason'>): string | null =>
  asRefusal(r.state, r.type, 'cancel', 'user') ?? (isSystemRecord(r) ? '该退款由平台发起，款项将原路退回，不能撤销' : null);

/** The refund action that fits a record's type. */
export const refundActionFor = (type: number): AsAction => (type === 1 ? 'refund_only' : 'refund_return');

/** Records of one state, and of one type when the type matters (the back office's queues are lists of these). */
export interface AsCase {
  state: AsState;
  type?: AsType;
}

/**
 * What the operator may refund now, read from the refund moves themselves (仅退款 once approved, 退货退款 once
 * the goods are back): the 待退款 queue holds exactly what its refund button accepts.
 */
export const REFUNDABLE: readonly AsCase[] = (Object.keys(AS_TYPES).map(Number) as AsType[]).flatMap((type) =>
  AS_STATES.filter((state) => !asRefusal(state, type, refundActionFor(type), 'operator')).map((state) => ({ state, type })),
);

/** The one way records change state (buyer and operator alike), with the move's effects, in the caller's transaction. */
export function applyAs(tx: Tx, id: number, action: AsAction, actor: AsActor, opts: ApplyOptions<AsRow, AsState> = {}): Promise<AsRow> {
  return apply(tx, asMachine, id, action, actor, opts);
}
