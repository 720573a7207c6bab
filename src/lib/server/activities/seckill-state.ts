// The seckill reservation machine: reserved → ordered (an order holds the units) → paid; reserved or ordered →
// released (the order was cancelled or never placed in time), which gives the units back to the day's counters.
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { seckillReservations, seckillSales, seckillUserTotals } from '~/lib/server/db/schema/index.ts';
import { machine } from '~/lib/server/state/engine.ts';
import { SECKILL_RESERVATION_STATUS_NAMES, SECKILL_RESERVATION_STATUSES } from '~/lib/shared/labels.ts';

export type ReservationRow = typeof seckillReservations.$inferSelect;

/**
 * The counter of an account's units of an offer on a day, which the daily limit is checked against: takeSeckill adds
 * what it reserves and a release below gives it back, so reserved, ordered and paid units all count.
 */
export const accountDayTotal = (goodsId: number | AnyPgColumn, day: string, userId: number) =>
  and(eq(seckillUserTotals.goodsId, goodsId), eq(seckillUserTotals.day, day), eq(seckillUserTotals.userId, userId));

const LAPSED = '秒杀资格已失效，请重新抢购';

export const seckillMachine = machine<ReservationRow>()({
  kind: 'seckill',
  table: seckillReservations,
  stateKey: 'status',
  states: SECKILL_RESERVATION_STATUSES,
  names: SECKILL_RESERVATION_STATUS_NAMES,
  moves: {
    order: { from: ['reserved'], to: 'ordered', by: ['user'], perm: 'buy', label: '下单', refused: LAPSED },
    pay: { from: ['ordered'], to: 'paid', by: ['system'], label: '付款' },
    release: { from: ['reserved', 'ordered'], to: 'released', by: ['user', 'operator', 'system'], label: '释放', effects: ['returnUnits'] },
  },
  effects: {
    /** The day's sold counter and the buyer's daily total go back down by the reserved units. */
    async returnUnits({ tx, row: r }) {
      await tx
        .update(seckillSales)
        .set({ sold: sql`greatest(0, ${seckillSales.sold} - ${r.num})` })
        .where(and(eq(seckillSales.goodsId, r.goodsId), eq(seckillSales.day, r.day)));
      await tx
        .update(seckillUserTotals)
        .set({ qty: sql`greatest(0, ${seckillUserTotals.qty} - ${r.num})` })
        .where(accountDayTotal(r.goodsId, r.day, r.userId));
    },
  },
  texts: {
    noun: '秒杀记录',
    notFound: '秒杀记录不存在',
    changed: LAPSED,
    operatorSide: '平台',
    buyerSide: '买家',
    operatorName: '平台运营',
    systemName: '系统',
  },
});
