// Domain functions the orders domain calls (group payment and settlement, seckill take/release), tested directly
// on a private embedded database so the clock can be moved.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '~/lib/server/db/client.ts';
import { companies, groupBuys, orders, seckillGoods, seckillSlots, users } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { goods } from '../helpers/domain-db.ts';
import {
  cancelGroupMember,
  joinGroup,
  markGroupMemberPaid,
  markGroupMemberRefunded,
  pendingGroupRefunds,
  settleGroups,
  startGroup,
  groupDetail,
} from '~/lib/server/activities/groups.ts';
import { sweepActivities } from '~/lib/server/activities/sweeper.ts';
import {
  attachSeckillOrder,
  buySeckill,
  expireSeckillReservations,
  listSeckill,
  releaseSeckill,
  SECKILL_HOLD_MINUTES,
} from '~/lib/server/activities/seckill.ts';

let d: Database;
let dir: string;
const buyers: SessionUser[] = [];
const HOUR = 3600_000;
/** The product the offers sell (on sale: an activity sells only while its product is). */
let item: { productId: number; skuId: number };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-act-domain-'));
  d = await openDatabase({ dataDir: dir, url: '' });
  item = await goods(d.db);
  for (let i = 0; i < 4; i++) {
    const [c] = await d.db
      .insert(companies)
      .values({ name: `拼团企业${i}`, contactName: '张三', status: 'approved' })
      .returning();
    const [u] = await d.db
      .insert(users)
      .values({ companyId: c!.id, phone: `1860000000${i}`, passwordHash: 'x' })
      .returning();
    buyers.push({
      id: u!.id,
      companyId: c!.id,
      parentId: null,
      phone: u!.phone,
      identity: 'main',
      companyStatus: 'approved',
      sessionId: 0,
      name: u!.phone,
    });
  }
}, 180_000); // migrating and seeding a fresh PGlite database takes a minute on a loaded machine

afterAll(async () => {
  await d?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function offer(people: number, windowHours = 24) {
  const [g] = await d.db
    .insert(groupBuys)
    .values({
      ...item,
      title: `${people}人团`,
      image: '/x.svg',
      productPrice: 1000,
      otPrice: 1500,
      people,
      windowHours,
      num: 2,
    })
    .returning();
  return g!;
}

describe('group-buy settlement', () => {
  it('completes once `people` members have paid within the window', async () => {
    const g = await offer(2);
    const t0 = new Date('2026-03-01T02:00:00Z');
    const s = await startGroup(d.db, buyers[0]!, g.id, t0);
    const j = await joinGroup(d.db, buyers[1]!, s.teamId, new Date(t0.getTime() + HOUR));
    const first = await d.db.transaction((tx) =>
      markGroupMemberPaid(tx, s.memberId, { orderId: 501, now: new Date(t0.getTime() + 2 * HOUR) }),
    );
    expect(first).toMatchObject({ teamStatus: 'open', paidCount: 1 });
    // Paying twice is refused and counts once.
    await expect(d.db.transaction((tx) => markGroupMemberPaid(tx, s.memberId, { now: new Date(t0.getTime() + 2 * HOUR) }))).rejects.toThrow(
      '拼团记录状态已变更',
    );
    const second = await d.db.transaction((tx) =>
      markGroupMemberPaid(tx, j.memberId, { orderId: 502, now: new Date(t0.getTime() + 3 * HOUR) }),
    );
    expect(second).toMatchObject({ teamStatus: 'complete', paidCount: 2 });
    const settled = await settleGroups(d.db, new Date(t0.getTime() + 48 * HOUR));
    expect(settled.failed).not.toContain(s.teamId);
    const view = await groupDetail(d.db, buyers[0]!, { teamId: s.teamId }, new Date(t0.getTime() + 48 * HOUR));
    expect(view.team).toMatchObject({ status: 'complete', paidCount: 2 });
    expect(view.item.sales).toBe(g.sales + 2);
  });

  it('fails at expiry when too few paid: unpaid members cancelled, paid ones marked for refund of what they paid', async () => {
    const g = await offer(3, 24);
    const t0 = new Date('2026-03-02T02:00:00Z');
    const s = await startGroup(d.db, buyers[0]!, g.id, t0);
    const b = await joinGroup(d.db, buyers[1]!, s.teamId, t0);
    const c = await joinGroup(d.db, buyers[2]!, s.teamId, t0);
    // Their orders were charged freight on top of the group price (2000): the refund is what each order charged.
    const paidOrder = async (who: SessionUser, n: number) => {
      const [o] = await d.db
        .insert(orders)
        .values({
          orderNo: `QLGROUPREFUND${n}`,
          companyId: who.companyId,
          userId: who.id,
          state: 'unshipped',
          address: {
            realName: '收货人',
            phone: '13800000000',
            province: '上海市',
            city: '上海市',
            district: '浦东新区',
            detail: '路1号',
          },
          goodsTotal: 2000,
          freight: 1500,
          payable: 3500,
          idempotencyKey: `group-refund-${n}`,
        })
        .returning({ id: orders.id });
      return o!.id;
    };
    const [oa, ob] = [await paidOrder(buyers[0]!, 1), await paidOrder(buyers[1]!, 2)];
    await d.db.transaction((tx) => markGroupMemberPaid(tx, s.memberId, { orderId: oa, now: t0 }));
    await d.db.transaction((tx) => markGroupMemberPaid(tx, b.memberId, { orderId: ob, now: t0 }));
    // Before the window ends nothing is settled.
    expect((await settleGroups(d.db, new Date(t0.getTime() + 23 * HOUR))).failed).not.toContain(s.teamId);
    // Paying or joining after the window is refused even before the settlement ran.
    const late = new Date(t0.getTime() + 24 * HOUR + 1000);
    await expect(d.db.transaction((tx) => markGroupMemberPaid(tx, c.memberId, { now: late }))).rejects.toThrow('该拼团已结束');
    await expect(joinGroup(d.db, buyers[3]!, s.teamId, late)).rejects.toThrow('该拼团已结束');
    const settled = await settleGroups(d.db, late);
    expect(settled.failed).toContain(s.teamId);
    expect(settled.refunds.filter((r) => [s.memberId, b.memberId].includes(r.memberId))).toEqual([
      { memberId: s.memberId, userId: buyers[0]!.id, orderId: oa, amount: 3500 },
      { memberId: b.memberId, userId: buyers[1]!.id, orderId: ob, amount: 3500 },
    ]);
    // Settling again does nothing more.
    expect((await settleGroups(d.db, late)).failed).not.toContain(s.teamId);
    const view = await groupDetail(d.db, buyers[2]!, { teamId: s.teamId }, late);
    expect(view.team!.status).toBe('failed');
    expect(view.team!.members.map((m) => m.status)).toEqual(['refund', 'refund']);
    expect(await pendingGroupRefunds(d.db)).toEqual(
      expect.arrayContaining([
        { memberId: s.memberId, userId: buyers[0]!.id, orderId: oa, amount: 3500 },
        { memberId: b.memberId, userId: buyers[1]!.id, orderId: ob, amount: 3500 },
      ]),
    );
    expect(await d.db.transaction((tx) => markGroupMemberRefunded(tx, s.memberId))).toBe(true);
    expect(await d.db.transaction((tx) => markGroupMemberRefunded(tx, s.memberId))).toBe(false);
    expect((await pendingGroupRefunds(d.db)).map((r) => r.memberId)).not.toContain(s.memberId);
    // After failing, members may start a new group for the same offer.
    expect((await startGroup(d.db, buyers[1]!, g.id, late)).teamId).toBeGreaterThan(s.teamId);
  });

  it('a cancelled unpaid member frees the seat', async () => {
    const g = await offer(2);
    const t0 = new Date('2026-03-03T02:00:00Z');
    const s = await startGroup(d.db, buyers[0]!, g.id, t0);
    const b = await joinGroup(d.db, buyers[1]!, s.teamId, t0);
    await expect(joinGroup(d.db, buyers[2]!, s.teamId, t0)).rejects.toThrow('该拼团人数已满');
    expect(await d.db.transaction((tx) => cancelGroupMember(tx, b.memberId))).toBe(true);
    expect((await joinGroup(d.db, buyers[2]!, s.teamId, t0)).teamId).toBe(s.teamId);
  });
});

describe('the minute sweep', () => {
  it('fails expired groups without anyone viewing them', async () => {
    const g = await offer(2, 1);
    const t0 = new Date('2026-03-04T02:00:00Z');
    const s = await startGroup(d.db, buyers[0]!, g.id, t0);
    await d.db.transaction((tx) => markGroupMemberPaid(tx, s.memberId, { orderId: 701, now: t0 }));
    const out = await sweepActivities(d.db, new Date(t0.getTime() + 2 * HOUR));
    expect(out.failed).toContain(s.teamId);
    expect(out.refunds).toContainEqual({ memberId: s.memberId, userId: buyers[0]!.id, orderId: 701, amount: 2000 });
  });
});

describe('seckill take, attach and release', () => {
  it('releases units back to the stock and the account, and expires unattached reservations', async () => {
    const [slot] = await d.db.insert(seckillSlots).values({ title: '全天', startMinute: 0, endMinute: 1440 }).returning();
    const [g] = await d.db
      .insert(seckillGoods)
      .values({
        slotId: slot!.id,
        ...item,
        title: '测试秒杀',
        image: '/x.svg',
        price: 500,
        otPrice: 900,
        stock: 3,
        limitPerUser: 2,
      })
      .returning();
    const now = new Date('2026-03-05T03:00:00Z');
    const r1 = await buySeckill(d.db, buyers[0]!, { id: g!.id, num: 2 }, now);
    // Buying again while the reservation is held answers it: no second hold of stock or of the account's limit.
    expect(await buySeckill(d.db, buyers[0]!, { id: g!.id, num: 1 }, now)).toMatchObject({
      reservationId: r1.reservationId,
      num: 2,
      existing: true,
    });
    await expect(buySeckill(d.db, buyers[1]!, { id: g!.id, num: 2 }, now)).rejects.toThrow('商品已抢光');
    const sold = async () => (await listSeckill(d.db, { slot: slot!.id, page: 1, limit: 12 }, now)).list.find((x) => x.id === g!.id)!.sold;
    expect(await sold()).toBe(3 - 1);
    // The list names it to its buyer only (found again after a reload).
    expect((await listSeckill(d.db, { slot: slot!.id, page: 1, limit: 12 }, now, buyers[0]!.id)).mine).toMatchObject([
      { goodsId: g!.id, reservationId: r1.reservationId, status: 'reserved' },
    ]);
    expect((await listSeckill(d.db, { slot: slot!.id, page: 1, limit: 12 }, now, buyers[1]!.id)).mine).toEqual([]);
    // Attached to an order, then the order is cancelled: units come back.
    await d.db.transaction((tx) => attachSeckillOrder(tx, buyers[0]!.id, r1.reservationId, 9001, now));
    await expect(d.db.transaction((tx) => attachSeckillOrder(tx, buyers[0]!.id, r1.reservationId, 9002, now))).rejects.toThrow(
      '秒杀资格已失效',
    );
    expect(await buySeckill(d.db, buyers[0]!, { id: g!.id, num: 1 }, now)).toMatchObject({
      reservationId: r1.reservationId,
      status: 'ordered',
      settleUrl: '/cart/payment?orderId=9001',
    });
    expect(await d.db.transaction((tx) => releaseSeckill(tx, r1.reservationId))).toBe(true);
    expect(await d.db.transaction((tx) => releaseSeckill(tx, r1.reservationId))).toBe(false);
    expect(await sold()).toBe(0);
    const r2 = await buySeckill(d.db, buyers[0]!, { id: g!.id, num: 2 }, now);
    expect(await expireSeckillReservations(d.db, new Date(now.getTime() + (SECKILL_HOLD_MINUTES - 1) * 60_000))).toBe(0);
    expect(await expireSeckillReservations(d.db, new Date(now.getTime() + SECKILL_HOLD_MINUTES * 60_000))).toBeGreaterThanOrEqual(1);
    await expect(d.db.transaction((tx) => attachSeckillOrder(tx, buyers[0]!.id, r2.reservationId, 9003, now))).rejects.toThrow(
      '秒杀资格已失效',
    );
    expect(await sold()).toBe(0);
    // A company still under review cannot buy: told as an order is (orders/buyer.ts assertCanBuy).
    await expect(buySeckill(d.db, { ...buyers[3]!, companyStatus: 'pending' }, { id: g!.id, num: 1 }, now)).rejects.toThrow(
      '企业资质正在审核中，审核通过后即可下单',
    );
  });
});
