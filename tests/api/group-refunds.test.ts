// A group-buy seat that is owed its money back (its team failed, or it paid after the team ended) is refunded
// through after-sales: an approved 仅退款 record for the whole order in the 待退款 queue, the order 售后中 and not
// shippable, and the staff's refund ends the order 已退款 with the seat 'refunded'. On a real database of its own.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buyer, domainDb, goods } from '../helpers/domain-db.ts';
import { aftersales, companies, groupBuys, groupMembers, orderNotices, orders, skus } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { createOrder } from '~/lib/server/orders/create.ts';
import { runTransition } from '~/lib/server/orders/state.ts';
import { shipOrder } from '~/lib/server/orders/operator.ts';
import {
  joinGroup,
  markGroupMemberPaid,
  countUnopenedGroupRefunds,
  pendingGroupRefunds,
  refundSeatByHand,
  settleGroups,
  startGroup,
  unopenedGroupRefunds,
} from '~/lib/server/activities/groups.ts';
import { commands as activityOps } from '../../scripts/ops/activities.mjs';
import { AS_QUEUES, asForOperator, cancelAs, listAsForOperator, refundAs } from '~/lib/server/aftersales/actions.ts';
import { asBuyerActions, asDetail, listAs } from '~/lib/server/aftersales/read.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import { ApiError } from '~/lib/server/http.ts';

let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(inject('dbDriver'));
  db = d.db;
});
afterAll(async () => d?.dispose());

const HOUR = 3600_000;
const SYSTEM = { type: 'system' } as const;
let keys = 0;

/** A two-person offer on fresh goods (stock 100), two units a seat at 8.00. */
async function offer() {
  const g = await goods(db, { price: 1000, stock: 100 });
  const [o] = await db
    .insert(groupBuys)
    .values({ ...g, title: '二人团', image: '/x.svg', productPrice: 800, otPrice: 1000, people: 2, windowHours: 24, num: 2 })
    .returning();
  return { ...o!, skuId: g.skuId };
}

/** The seat's order, created by the buyer from the settlement (?group=). */
async function seatOrder(me: SessionUser, memberId: number) {
  const o = await createOrder(db, me, { group: memberId, invoiceType: 0, remark: '', idempotencyKey: `group-refund-${++keys}` });
  return (await db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!;
}

const pay = (orderId: number) => runTransition(db, orderId, 'pay_online', SYSTEM, { note: '微信支付成功' });
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const seat = async (id: number) => (await db.select().from(groupMembers).where(eq(groupMembers.id, id)))[0]!;
const stock = async (skuId: number) => (await db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s;
const refundQueue = async (orderId: number) =>
  (await listAsForOperator(db, AS_QUEUES.refund.cases, 200)).filter((x) => x.r.orderId === orderId).map((x) => x.r);

/**
 * Three paid seats of a team that then fails: one paid without an order, one whose order then went to a state that
 * takes no after-sales (both owed by hand), and one as usual (its refund waits in after-sales' 待退款).
 */
async function stuckSeats() {
  const g = await offer();
  const [a, b, c] = [await buyer(db), await buyer(db), await buyer(db)];
  const noOrder = await startGroup(db, a, g.id);
  await db.transaction((tx) => markGroupMemberPaid(tx, noOrder.memberId));
  const offState = await startGroup(db, b, g.id);
  const ob = await seatOrder(b, offState.memberId);
  await pay(ob.id);
  await db.update(orders).set({ state: 'cancelled' }).where(eq(orders.id, ob.id));
  const usual = await startGroup(db, c, g.id);
  const oc = await seatOrder(c, usual.memberId);
  await pay(oc.id);
  await settleGroups(db, new Date(Date.now() + 25 * HOUR));
  return { a, b, noOrder, offState, ob, usual, oc };
}

/** The refund owed on this order: in 待退款, shipping refused, the buyer told and unable to cancel it; staff refund it. */
async function expectRefundedThroughAftersales(me: SessionUser, orderId: number, memberId: number, skuId: number, reason: string) {
  const o = await orderRow(orderId);
  expect(o.state).toBe('aftersale');
  const queued = await refundQueue(orderId);
  expect(queued).toHaveLength(1);
  const r = queued[0]!;
  expect(r).toMatchObject({ type: 1, state: 'approved', reason, num: 2, refundAmount: o.payable, userId: me.id });
  expect((await seat(memberId)).status).toBe('refund');
  expect((await pendingGroupRefunds(db)).map((x) => x.memberId)).toContain(memberId);

  // Staff see a record no buyer filed, its amount above the line's paid amount by the order's freight.
  const shown = await asForOperator(db, r.id);
  expect(shown).toMatchObject({ system: true, freightIncluded: o.freight });
  expect(r.refundAmount).toBe(shown.line.lineTotal + o.freight);

  // The goods do not leave while the refund is open.
  await expect(shipOrder(db, o, '顺丰速运', 'SF1234567890')).rejects.toThrow('订单当前状态为「售后中」，不能发货');
  // The buyer sees it on the 售后 list, is told why, and cannot withdraw it.
  const mine = await listAs(db, me, { state: 'open', orderId, page: 1, limit: 10 });
  expect(mine.total).toBe(1);
  expect(asBuyerActions(r)).not.toContain('cancel');
  // … and its page tells them the platform opened it, the freight within the amount.
  expect(await asDetail(db, me, r.id)).toMatchObject({ system: true, freightIncluded: o.freight, refundAmount: o.payable });
  await expect(cancelAs(db, me, r.id)).rejects.toThrow('不能撤销');
  const notices = await db
    .select()
    .from(orderNotices)
    .where(and(eq(orderNotices.orderId, orderId), eq(orderNotices.kind, 'aftersale_system')));
  expect(notices[0]?.title).toMatch(/款项将原路退回/);

  // The staff's refund: the record, the order and the seat all end refunded, the units back in stock.
  const before = await stock(skuId);
  const done = await refundAs(db, r);
  expect(done.state).toBe('refunded');
  expect((await orderRow(orderId)).state).toBe('refunded');
  expect((await seat(memberId)).status).toBe('refunded');
  expect(await stock(skuId)).toBe(before + 2);
  expect(await refundQueue(orderId)).toHaveLength(0);
  expect((await pendingGroupRefunds(db)).map((x) => x.memberId)).not.toContain(memberId);
}

describe('group-buy refunds through after-sales', () => {
  it('a team that fails with a paid member: the order waits in 待退款 for its payable and is refunded in full', async () => {
    const g = await offer();
    const a = await buyer(db);
    const s = await startGroup(db, a, g.id);
    const o = await seatOrder(a, s.memberId);
    // Charged freight on top of the goods: they never leave, so the freight goes back too (the refund is the payable).
    expect(o.freight).toBeGreaterThan(0);
    await pay(o.id);
    expect((await seat(s.memberId)).status).toBe('paid');
    expect((await orderRow(o.id)).state).toBe('unshipped');
    // While the team is open the goods wait: a shipment would leave nothing to refund if it fails.
    await expect(shipOrder(db, await orderRow(o.id), '顺丰速运', 'SF1234567892')).rejects.toMatchObject({
      http: 409,
      message: '拼团尚未成团，成团后才能发货',
    });
    expect((await orderRow(o.id)).state).toBe('unshipped');

    const settled = await settleGroups(db, new Date(Date.now() + 25 * HOUR));
    expect(settled.failed).toContain(s.teamId);
    await expectRefundedThroughAftersales(a, o.id, s.memberId, g.skuId, '拼团失败');
  });

  it('a payment after the team ended takes the same path', async () => {
    const g = await offer();
    const a = await buyer(db);
    const s = await startGroup(db, a, g.id);
    const o = await seatOrder(a, s.memberId);
    // The team fails while the order waits for its money; the seat is cancelled, the order is still payable.
    expect((await settleGroups(db, new Date(Date.now() + 25 * HOUR))).failed).toContain(s.teamId);
    expect((await seat(s.memberId)).status).toBe('cancelled');
    await pay(o.id);
    await expectRefundedThroughAftersales(a, o.id, s.memberId, g.skuId, '拼团结束后付款');
  });

  it("a completed team's orders are untouched: paid, shippable, no after-sales", async () => {
    const g = await offer();
    const [a, b] = [await buyer(db), await buyer(db)];
    const s = await startGroup(db, a, g.id);
    const j = await joinGroup(db, b, s.teamId);
    const oa = await seatOrder(a, s.memberId);
    const ob = await seatOrder(b, j.memberId);
    await pay(oa.id);
    await pay(ob.id);
    // The second payment completed the team: its orders ship at once, before the deadline.
    expect((await shipOrder(db, await orderRow(ob.id), '顺丰速运', 'SF1234567893')).state).toBe('shipped');
    expect((await settleGroups(db, new Date(Date.now() + 25 * HOUR))).failed).not.toContain(s.teamId);
    for (const [o, m] of [
      [oa, s.memberId],
      [ob, j.memberId],
    ] as const) {
      expect((await orderRow(o.id)).state).toBe(o.id === ob.id ? 'shipped' : 'unshipped');
      expect((await seat(m)).status).toBe('paid');
      expect(await db.select().from(aftersales).where(eq(aftersales.orderId, o.id))).toHaveLength(0);
    }
    expect((await shipOrder(db, await orderRow(oa.id), '顺丰速运', 'SF1234567891')).state).toBe('shipped');
  });

  it('a seat owed its money that after-sales could not take is listed for staff (ops group:refunds), one in 待退款 is not', async () => {
    const { a, b, noOrder, offState, ob, usual, oc } = await stuckSeats();
    const companyOf = async (u: SessionUser) => (await db.select().from(companies).where(eq(companies.id, u.companyId)))[0]!.name;
    const [aName, bName] = [await companyOf(a), await companyOf(b)];
    expect((await refundQueue(oc.id)).length).toBe(1);
    expect(await refundQueue(ob.id)).toEqual([]);
    const ours = [noOrder.memberId, offState.memberId, usual.memberId];
    const listed = (await unopenedGroupRefunds(db, 500)).filter((r) => ours.includes(r.memberId));
    expect(listed).toEqual([
      { memberId: noOrder.memberId, teamId: noOrder.teamId, company: aName, orderId: null, orderNo: null, amount: 1600, why: '无订单' },
      {
        memberId: offState.memberId,
        teamId: offState.teamId,
        company: bName,
        orderId: ob.id,
        orderNo: ob.orderNo,
        amount: ob.payable,
        why: '订单状态「已取消」，未进入售后',
      },
    ]);

    const out: string = await activityOps['group:refunds'].run(db, { _: [], limit: '500' });
    const lines = out.split('\n');
    expect(lines).toContain(`参团#${noOrder.memberId}\t拼团#${noOrder.teamId}\t${aName}\t-\t无订单\t¥16.00`);
    expect(lines.find((l) => l.startsWith(`参团#${offState.memberId}\t`))).toContain(`${ob.orderNo}\t订单状态「已取消」，未进入售后`);
    expect(out).not.toContain(`参团#${usual.memberId}\t`);
  });
  it('staff close a seat paid back by hand (the back office, ops group:refunded) with a note; a seat after-sales holds is refused', async () => {
    const { noOrder, offState, usual } = await stuckSeats();
    const before = await countUnopenedGroupRefunds(db);
    const listed = async () => (await unopenedGroupRefunds(db, 500)).map((r) => r.memberId);
    expect(await listed()).toEqual(expect.arrayContaining([noOrder.memberId, offState.memberId]));
    expect(before).toBe((await listed()).length);

    const operator = { type: 'operator', name: '运营小王' } as const;
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: ApiError) => ({ http: e.http, msg: e.message }),
      );
    // A note is required; an unknown seat is 404; a seat whose refund after-sales holds is refunded there, not here.
    expect(await refusal(refundSeatByHand(db, noOrder.memberId, '  ', operator))).toEqual({ http: 400, msg: '请填写退款说明' });
    expect(await refusal(refundSeatByHand(db, 999_999_999, '已退', operator))).toEqual({ http: 404, msg: '参团记录不存在' });
    const held = { http: 409, msg: '该参团记录不是待人工退款：已退款，或其订单的退款在售后中处理' };
    expect(await refusal(refundSeatByHand(db, usual.memberId, '已对公转账退回', operator))).toEqual(held);
    expect((await seat(usual.memberId)).status).toBe('refund');

    expect(await refundSeatByHand(db, noOrder.memberId, ' 已对公转账退回，流水号 A123 ', operator)).toEqual({
      id: noOrder.memberId,
      status: 'refunded',
    });
    const log = (await historyOf(db, 'group_member', noOrder.memberId)).at(-1)!;
    expect(log).toMatchObject({
      action: 'refunded',
      fromState: 'refund',
      toState: 'refunded',
      actorType: 'operator',
      actorName: '运营小王',
      note: '已对公转账退回，流水号 A123',
    });
    expect(await listed()).not.toContain(noOrder.memberId);
    expect(await countUnopenedGroupRefunds(db)).toBe(before - 1);
    // Twice is refused: the money went back once.
    expect(await refusal(refundSeatByHand(db, noOrder.memberId, '再次', operator))).toEqual(held);

    // The ops command: the same rule, its usage when the id is missing.
    await expect(activityOps['group:refunded'].run(db, { _: [], note: 'x' })).rejects.toThrow(/缺少参团ID/);
    await expect(activityOps['group:refunded'].run(db, { _: [String(offState.memberId)] })).rejects.toThrow('请填写退款说明');
    expect(await activityOps['group:refunded'].run(db, { _: [`#${offState.memberId}`], note: '已原路退回' })).toBe(
      `参团#${offState.memberId} 已记录退款完成：已原路退回`,
    );
    expect((await seat(offState.memberId)).status).toBe('refunded');
    expect(await listed()).not.toContain(offState.memberId);
  });
});
