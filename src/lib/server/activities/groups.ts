// Group-buys (拼团): a team completes when `people` members from different companies have paid within its
// window; at expiry it fails, unpaid members are cancelled and paid ones are marked for refund.
import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DB, Tx } from '../db/client.ts';
import { companies, groupBuys, groupMembers, groupTeams, users } from '../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../http.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { lockKey } from './lock.ts';

/** Member states holding a seat in a team. */
const SEATED = ['unpaid', 'paid'];

export async function listGroupBuys(db: DB, page: number, limit: number) {
  const where = eq(groupBuys.isShow, true);
  const [{ total }] = (await db.select({ total: count() }).from(groupBuys).where(where)) as [{ total: number }];
  const rows = await db.select().from(groupBuys).where(where).orderBy(desc(groupBuys.sort), asc(groupBuys.id)).limit(limit).offset((page - 1) * limit);
  const list = rows.map((g) => ({
    id: g.id, productId: g.productId, title: g.title, image: g.image, productPrice: g.productPrice, otPrice: g.otPrice,
    people: g.people, sales: g.sales, windowHours: g.windowHours, num: g.num,
  }));
  return { list, total, page, limit };
}

const mask = (name: string) => (name.length <= 4 ? name.slice(0, 1) + '***' : `${name.slice(0, 3)}***${name.slice(-1)}`);

async function teamView(db: DB | Tx, teamId: number, userId: number | null) {
  const [t] = await db.select().from(groupTeams).where(eq(groupTeams.id, teamId));
  if (!t) return null;
  const rows = await db
    .select({ m: groupMembers, company: companies.name })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(groupMembers.teamId, teamId), inArray(groupMembers.status, [...SEATED, 'refund', 'refunded'])))
    .orderBy(asc(groupMembers.id));
  const me = userId ? rows.find((r) => r.m.userId === userId)?.m : undefined;
  return {
    id: t.id, groupBuyId: t.groupBuyId, status: t.status, people: t.people, paidCount: t.paidCount, joined: rows.filter((r) => SEATED.includes(r.m.status)).length,
    expiresAt: t.expiresAt.toISOString(), createdAt: t.createdAt.toISOString(),
    members: rows.map((r) => ({ name: mask(r.company), isLeader: r.m.isLeader, status: r.m.status })),
    mine: me ? { memberId: me.id, status: me.status, settleUrl: `/cart/settlement?group=${me.id}` } : null,
  };
}

/** /groupDetail: the offer, its open teams to join, and one team (teamId) or the caller's own team. */
export async function groupDetail(db: DB, userId: number | null, q: { id?: number; teamId?: number }, now = new Date()) {
  await settleGroups(db, now);
  let groupBuyId = q.id;
  let team = q.teamId ? await teamView(db, q.teamId, userId) : null;
  if (q.teamId && !team) throw notFound('拼团不存在');
  if (team) groupBuyId = team.groupBuyId;
  const [g] = await db.select().from(groupBuys).where(and(eq(groupBuys.id, groupBuyId!), eq(groupBuys.isShow, true)));
  if (!g) throw notFound('拼团商品不存在');
  if (!team && userId) {
    const [own] = await db.select({ teamId: groupMembers.teamId }).from(groupMembers)
      .innerJoin(groupTeams, eq(groupTeams.id, groupMembers.teamId))
      .where(and(eq(groupMembers.groupBuyId, g.id), eq(groupMembers.userId, userId), eq(groupTeams.status, 'open'), inArray(groupMembers.status, SEATED)));
    if (own) team = await teamView(db, own.teamId, userId);
  }
  const open = await db.select({ id: groupTeams.id }).from(groupTeams)
    .where(and(eq(groupTeams.groupBuyId, g.id), eq(groupTeams.status, 'open'))).orderBy(asc(groupTeams.expiresAt)).limit(10);
  const openTeams = [];
  for (const o of open) {
    const v = await teamView(db, o.id, userId);
    if (v && v.joined < v.people) openTeams.push(v);
  }
  return {
    item: { id: g.id, productId: g.productId, skuId: g.skuId, title: g.title, image: g.image, productPrice: g.productPrice, otPrice: g.otPrice, people: g.people, sales: g.sales, windowHours: g.windowHours, num: g.num },
    team, openTeams, serverTime: now.toISOString(),
  };
}

function assertBuyer(user: SessionUser) {
  if (user.companyStatus !== 'approved') throw forbidden('企业资料审核通过后才能下单');
}

/** The caller's seat in an open team of this offer (taken under the caller's lock for the offer), or null. */
async function openSeat(tx: Tx, groupBuyId: number, userId: number) {
  await lockKey(tx, `group:${groupBuyId}:${userId}`);
  const [own] = await tx.select({ memberId: groupMembers.id, teamId: groupTeams.id, expiresAt: groupTeams.expiresAt }).from(groupMembers)
    .innerJoin(groupTeams, eq(groupTeams.id, groupMembers.teamId))
    .where(and(eq(groupMembers.groupBuyId, groupBuyId), eq(groupMembers.userId, userId), eq(groupTeams.status, 'open'), inArray(groupMembers.status, SEATED)));
  return own ? seatAnswer(own.teamId, own.memberId, own.expiresAt, true) : null;
}

const seatAnswer = (teamId: number, memberId: number, expiresAt: Date, existing: boolean) =>
  ({ teamId, memberId, expiresAt: expiresAt.toISOString(), settleUrl: `/cart/settlement?group=${memberId}`, existing });

/** Starts a team with the caller as its unpaid leader. */
export async function startGroup(db: DB, user: SessionUser, groupBuyId: number, now = new Date()) {
  assertBuyer(user);
  return db.transaction(async (tx) => {
    const [g] = await tx.select().from(groupBuys).where(and(eq(groupBuys.id, groupBuyId), eq(groupBuys.isShow, true)));
    if (!g) throw notFound('拼团商品不存在');
    // Starting again while in an open team of this offer answers that seat (a reload never makes a second team).
    const own = await openSeat(tx, g.id, user.id);
    if (own) return own;
    const [t] = await tx.insert(groupTeams).values({
      groupBuyId: g.id, leaderId: user.id, people: g.people, expiresAt: new Date(now.getTime() + g.windowHours * 3600_000), createdAt: now,
    }).returning();
    const [m] = await tx.insert(groupMembers).values({
      teamId: t!.id, groupBuyId: g.id, userId: user.id, companyId: user.companyId, isLeader: true, num: g.num, price: g.productPrice, createdAt: now,
    }).returning();
    return seatAnswer(t!.id, m!.id, t!.expiresAt, false);
  });
}

/** Joins an open team: one seat per company, seats held by unpaid and paid members. */
export async function joinGroup(db: DB, user: SessionUser, teamId: number, now = new Date()) {
  assertBuyer(user);
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(groupTeams).where(eq(groupTeams.id, teamId)).for('update');
    if (!t) throw notFound('拼团不存在');
    if (t.status !== 'open' || t.expiresAt.getTime() <= now.getTime()) throw conflict('该拼团已结束');
    // Joining the same team again answers the seat; a seat in another open team of the offer must be settled first.
    const own = await openSeat(tx, t.groupBuyId, user.id);
    if (own && own.teamId === t.id) return own;
    if (own) throw conflict('您已参加该商品的拼团，请先完成支付');
    const seated = await tx.select({ companyId: groupMembers.companyId }).from(groupMembers)
      .where(and(eq(groupMembers.teamId, t.id), inArray(groupMembers.status, SEATED)));
    if (seated.some((s) => s.companyId === user.companyId)) throw conflict('同一企业不能重复参团');
    if (seated.length >= t.people) throw conflict('该拼团人数已满');
    const [g] = await tx.select().from(groupBuys).where(eq(groupBuys.id, t.groupBuyId));
    const [m] = await tx.insert(groupMembers).values({
      teamId: t.id, groupBuyId: t.groupBuyId, userId: user.id, companyId: user.companyId, num: g!.num, price: g!.productPrice, createdAt: now,
    }).returning();
    return seatAnswer(t.id, m!.id, t.expiresAt, false);
  });
}

/** A user's own membership (settlement page); 404 for anyone else's. */
export async function getGroupMember(db: DB | Tx, userId: number, memberId: number) {
  const [r] = await db.select({ m: groupMembers, g: groupBuys, t: groupTeams }).from(groupMembers)
    .innerJoin(groupBuys, eq(groupBuys.id, groupMembers.groupBuyId))
    .innerJoin(groupTeams, eq(groupTeams.id, groupMembers.teamId))
    .where(and(eq(groupMembers.id, memberId), eq(groupMembers.userId, userId)));
  if (!r) throw notFound('拼团记录不存在');
  return { ...r.m, productId: r.g.productId, skuId: r.g.skuId, title: r.g.title, image: r.g.image, teamStatus: r.t.status, expiresAt: r.t.expiresAt };
}

/**
 * Payment hook (called by the orders domain inside its payment transaction): the member becomes paid and the
 * team completes when enough members have paid. A team that has ended refuses the payment (conflict).
 */
export async function markGroupMemberPaid(tx: Tx, memberId: number, opts: { orderId?: number; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const [m] = await tx.select().from(groupMembers).where(eq(groupMembers.id, memberId));
  if (!m) throw notFound('拼团记录不存在');
  const [t] = await tx.select().from(groupTeams).where(eq(groupTeams.id, m.teamId)).for('update');
  if (t!.status !== 'open' || t!.expiresAt.getTime() <= now.getTime()) throw conflict('该拼团已结束');
  const paid = await tx.update(groupMembers).set({ status: 'paid', paidAt: now, orderId: opts.orderId ?? m.orderId })
    .where(and(eq(groupMembers.id, memberId), eq(groupMembers.status, 'unpaid'))).returning({ id: groupMembers.id });
  if (!paid.length) throw conflict('拼团记录状态已变更');
  const paidCount = t!.paidCount + 1;
  const complete = paidCount >= t!.people;
  await tx.update(groupTeams).set({ paidCount, ...(complete ? { status: 'complete', settledAt: now } : {}) }).where(eq(groupTeams.id, t!.id));
  if (complete) {
    const [{ n }] = (await tx.select({ n: count() }).from(groupMembers).where(and(eq(groupMembers.teamId, t!.id), eq(groupMembers.status, 'paid')))) as [{ n: number }];
    const [g] = await tx.select({ sales: groupBuys.sales }).from(groupBuys).where(eq(groupBuys.id, t!.groupBuyId));
    await tx.update(groupBuys).set({ sales: g!.sales + Number(n) }).where(eq(groupBuys.id, t!.groupBuyId));
  }
  return { teamId: t!.id, teamStatus: complete ? 'complete' : 'open', paidCount };
}

/** An unpaid member leaves (its order was cancelled): the seat frees up. */
export async function cancelGroupMember(tx: Tx, memberId: number): Promise<boolean> {
  const r = await tx.update(groupMembers).set({ status: 'cancelled' })
    .where(and(eq(groupMembers.id, memberId), eq(groupMembers.status, 'unpaid'))).returning({ id: groupMembers.id });
  return r.length > 0;
}

export interface GroupRefund { memberId: number; userId: number; orderId: number | null; amount: number }

/**
 * Settles every open team whose window has passed: complete if enough members paid, otherwise failed with
 * unpaid members cancelled and paid members marked 'refund' (the orders domain refunds them and calls
 * markGroupMemberRefunded). Safe to run from several processes: each team is settled under its row lock.
 */
export async function settleGroups(db: DB, now = new Date()) {
  const due = await db.select({ id: groupTeams.id }).from(groupTeams)
    .where(and(eq(groupTeams.status, 'open'), lte(groupTeams.expiresAt, now))).limit(200);
  const completed: number[] = [];
  const failed: number[] = [];
  const refunds: GroupRefund[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [t] = await tx.select().from(groupTeams).where(eq(groupTeams.id, id)).for('update');
      if (!t || t.status !== 'open') return;
      if (t.paidCount >= t.people) {
        await tx.update(groupTeams).set({ status: 'complete', settledAt: now }).where(eq(groupTeams.id, id));
        completed.push(id);
        return;
      }
      await tx.update(groupTeams).set({ status: 'failed', settledAt: now }).where(eq(groupTeams.id, id));
      await tx.update(groupMembers).set({ status: 'cancelled' }).where(and(eq(groupMembers.teamId, id), eq(groupMembers.status, 'unpaid')));
      const marked = await tx.update(groupMembers).set({ status: 'refund' })
        .where(and(eq(groupMembers.teamId, id), eq(groupMembers.status, 'paid'))).returning();
      for (const m of marked) refunds.push({ memberId: m.id, userId: m.userId, orderId: m.orderId, amount: m.price * m.num });
      failed.push(id);
    });
  }
  return { completed, failed, refunds };
}

/** Members of failed teams still waiting for their refund. */
export async function pendingGroupRefunds(db: DB | Tx): Promise<GroupRefund[]> {
  const rows = await db.select().from(groupMembers).where(eq(groupMembers.status, 'refund')).orderBy(asc(groupMembers.id)).limit(500);
  return rows.map((m) => ({ memberId: m.id, userId: m.userId, orderId: m.orderId, amount: m.price * m.num }));
}

export async function markGroupMemberRefunded(tx: Tx, memberId: number): Promise<boolean> {
  const r = await tx.update(groupMembers).set({ status: 'refunded' })
    .where(and(eq(groupMembers.id, memberId), eq(groupMembers.status, 'refund'))).returning({ id: groupMembers.id });
  return r.length > 0;
}
