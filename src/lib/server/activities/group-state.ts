// The group-buy machines. A team: open → complete (enough members paid) | failed (its window passed first).
// A seat (member): unpaid → paid; unpaid → cancelled (its order was cancelled, or the team failed); paid → refund
// (the team failed) → refunded; unpaid | cancelled → refund (the money came in after the team had ended). Entering
// 'refund' opens the order's refund in after-sales (effect refundOrder); the refund done there makes the seat 'refunded'.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import { groupBuys, groupMembers, groupTeams } from '~/lib/server/db/schema/index.ts';
import { applyIfDue, machine, type Actor } from '~/lib/server/state/engine.ts';
import { GROUP_MEMBER_STATUS_NAMES, GROUP_MEMBER_STATUSES, GROUP_TEAM_STATUS_NAMES, GROUP_TEAM_STATUSES } from '~/lib/shared/labels.ts';

export type TeamRow = typeof groupTeams.$inferSelect;
export type MemberRow = typeof groupMembers.$inferSelect;

const SYSTEM: Actor = { type: 'system' };
const CHANGED = '拼团记录状态已变更';
const texts = (noun: string) => ({
  noun,
  notFound: '拼团记录不存在',
  changed: CHANGED,
  operatorSide: '平台',
  buyerSide: '买家',
  operatorName: '平台运营',
  systemName: '系统',
});

export const memberMachine = machine<MemberRow>()({
  kind: 'group_member',
  table: groupMembers,
  stateKey: 'status',
  states: GROUP_MEMBER_STATUSES,
  names: GROUP_MEMBER_STATUS_NAMES,
  moves: {
    pay: { from: ['unpaid'], to: 'paid', by: ['system'], label: '付款', refused: CHANGED },
    cancel: { from: ['unpaid'], to: 'cancelled', by: ['user', 'system'], label: '取消参团' },
    refund_due: { from: ['paid'], to: 'refund', by: ['system'], label: '拼团失败退款', effects: ['refundOrder'] },
    pay_late: { from: ['unpaid', 'cancelled'], to: 'refund', by: ['system'], label: '拼团结束后付款', effects: ['refundOrder'] },
    refunded: { from: ['refund'], to: 'refunded', by: ['operator', 'system'], label: '退款完成' },
  },
  effects: {
    /**
     * The seat's order is refunded through after-sales: an approved 仅退款 record for the whole order (待退款 in the
     * back office; the order is 售后中 and cannot ship). Refunding it ends the order 已退款, whose `activityRefunded`
     * effect marks this seat refunded. A seat without an order (or one that takes no after-sales) stays owed
     * (pendingGroupRefunds). Imported when run: the after-sales modules import the order machine, which imports this one.
     */
    async refundOrder({ tx, row: m, action }) {
      if (!m.orderId) return;
      const { openOrderRefund } = await import('~/lib/server/aftersales/order-refund.ts');
      const { SYSTEM_REASONS } = await import('~/lib/server/aftersales/state.ts');
      await openOrderRefund(tx, m.orderId, SYSTEM_REASONS[action as keyof typeof SYSTEM_REASONS]);
    },
  },
  texts: texts('拼团记录'),
});

export const teamMachine = machine<TeamRow>()({
  kind: 'group_team',
  table: groupTeams,
  stateKey: 'status',
  states: GROUP_TEAM_STATUSES,
  names: GROUP_TEAM_STATUS_NAMES,
  moves: {
    complete: { from: ['open'], to: 'complete', by: ['system'], label: '成团', effects: ['countSales'] },
    fail: { from: ['open'], to: 'failed', by: ['system'], label: '拼团失败', effects: ['cancelUnpaidSeats', 'refundPaidSeats'] },
  },
  effects: {
    /** The offer's sales count grows by the paid members of the completed team. */
    async countSales({ tx, row: t }) {
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(groupMembers)
        .where(and(eq(groupMembers.teamId, t.id), eq(groupMembers.status, 'paid')))) as [{ n: number }];
      await tx
        .update(groupBuys)
        .set({ sales: sql`${groupBuys.sales} + ${Number(n)}` })
        .where(eq(groupBuys.id, t.groupBuyId));
    },
    async cancelUnpaidSeats({ tx, row: t }) {
      for (const m of await seats(tx, t.id, 'unpaid')) await applyIfDue(tx, memberMachine, m.id, 'cancel', SYSTEM, { note: '拼团失败' });
    },
    async refundPaidSeats({ tx, row: t }) {
      for (const m of await seats(tx, t.id, 'paid'))
        await applyIfDue(tx, memberMachine, m.id, 'refund_due', SYSTEM, { note: '拼团失败，已付款项待退回' });
    },
  },
  texts: texts('拼团'),
  stamps: (to, _row, at) => (to === 'complete' || to === 'failed' ? { settledAt: at } : {}),
});

/** A team's seats in one state, in id order. */
export function seats(tx: Tx, teamId: number, status: MemberRow['status']) {
  return tx
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.teamId, teamId), eq(groupMembers.status, status)))
    .orderBy(groupMembers.id);
}
