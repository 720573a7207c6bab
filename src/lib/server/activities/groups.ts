// Group-buys (拼团): a team completes when `people` members from different companies have paid within its
// window; at expiry it fails, unpaid members are cancelled and paid ones are marked for refund (their orders' refunds
// open in after-sales, see group-state.ts).
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { companies, groupBuys, groupMembers, groupTeams, orders, users } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound } from '~/lib/server/http.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { lockXact } from '~/lib/server/db/lock.ts';
import { assertCanBuy } from '~/lib/server/orders/buyer.ts';
import { apply, applyIfDue, logCreation, type Actor } from '~/lib/server/state/engine.ts';
import { memberMachine, teamMachine, type TeamRow } from './group-state.ts';
import { productOnSale } from './on-sale.ts';
import { OFF_SALE } from '~/lib/server/orders/goods.ts';
import { operatorLimit } from '~/lib/shared/paging.ts';
import { labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';

const SYSTEM: Actor = { type: 'system' };

/** Member states holding a seat in a team. */
const SEATED = ['unpaid', 'paid'];

// joinGroup's refusals (also the payment's, for an ended team); /groupDetail shows them in place of the join button.
export const GROUP_ENDED = '该拼团已结束';
export const GROUP_SEAT_HELD = '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团';
export const GROUP_COMPANY_SEATED = '同一企业不能重复参团';
export const GROUP_FULL = '该拼团人数已满';

/** A team takes no seat and no payment once it is no longer open or its window has passed (the sweep may not have run). */
export const teamEnded = (t: { status: string; expiresAt: Date }, now: Date) =>
  t.status !== 'open' || t.expiresAt.getTime() <= now.getTime();

/** Who may be joining: the account's company and the team of its open seat in the offer (openSeatOf), if any. */
interface Joiner {
  companyId: number;
  seatTeamId: number | null;
}

/**
 * Why joinGroup refuses `who` a seat in team `t` with its `seated` members (null: it seats them, or answers the seat
 * they hold there). A visitor (null) is refused only what everyone is.
 */
function joinRefusal(t: TeamRow, seated: { companyId: number }[], who: Joiner | null, now: Date): string | null {
  if (teamEnded(t, now)) return GROUP_ENDED;
  if (who?.seatTeamId === t.id) return null;
  // One open seat per offer: a seat in another team binds the buyer until that team ends or the seat is cancelled.
  if (who && who.seatTeamId !== null) return GROUP_SEAT_HELD;
  if (who && seated.some((s) => s.companyId === who.companyId)) return GROUP_COMPANY_SEATED;
  if (seated.length >= t.people) return GROUP_FULL;
  return null;
}

export async function listGroupBuys(db: DB, page: number, limit: number) {
  const where = and(eq(groupBuys.isShow, true), productOnSale(groupBuys.productId));
  const [{ total }] = (await db.select({ total: count() }).from(groupBuys).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(groupBuys)
    .where(where)
    .orderBy(desc(groupBuys.sort), asc(groupBuys.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const list = rows.map((g) => ({
    id: g.id,
    productId: g.productId,
    title: g.title,
    image: g.image,
    productPrice: g.productPrice,
    otPrice: g.otPrice,
    people: g.people,
    sales: g.sales,
    windowHours: g.windowHours,
    num: g.num,
  }));
  return { list, total, page, limit };
}

const mask = (name: string) => (name.length <= 4 ? name.slice(0, 1) + '***' : `${name.slice(0, 3)}***${name.slice(-1)}`);

/**
 * Teams with their members and the members' companies' names (seated, refund and refunded ones), soonest to end
 * first: two statements however many teams (the open-team list is up to ten).
 */
async function loadTeams(db: DB, where: SQL | undefined, limit = 10) {
  const teams = await db.select().from(groupTeams).where(where).orderBy(asc(groupTeams.expiresAt), asc(groupTeams.id)).limit(limit);
  if (!teams.length) return [];
  const rows = await db
    .select({ m: groupMembers, company: companies.name })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        inArray(
          groupMembers.teamId,
          teams.map((t) => t.id),
        ),
        inArray(groupMembers.status, [...SEATED, 'refund', 'refunded']),
      ),
    )
    .orderBy(asc(groupMembers.id));
  return teams.map((t) => ({ t, rows: rows.filter((r) => r.m.teamId === t.id) }));
}

const loadTeam = async (db: DB, teamId: number) => (await loadTeams(db, eq(groupTeams.id, teamId)))[0] ?? null;

type Viewer = Joiner & { id: number };

/** A team as `viewer` sees it: their own seat (mine) and what joinGroup would refuse them (joinRefusal). */
function teamView({ t, rows }: Awaited<ReturnType<typeof loadTeams>>[number], viewer: Viewer | null, now: Date) {
  const seated = rows.filter((r) => SEATED.includes(r.m.status)).map((r) => r.m);
  const me = viewer ? rows.find((r) => r.m.userId === viewer.id)?.m : undefined;
  return {
    id: t.id,
    groupBuyId: t.groupBuyId,
    status: t.status,
    people: t.people,
    paidCount: t.paidCount,
    joined: seated.length,
    expiresAt: t.expiresAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
    members: rows.map((r) => ({ name: mask(r.company), isLeader: r.m.isLeader, status: r.m.status })),
    mine: me ? { memberId: me.id, status: me.status, settleUrl: `/cart/settlement?group=${me.id}` } : null,
    joinRefusal: joinRefusal(t, seated, viewer, now),
  };
}

/** /groupDetail: the offer, its open teams to join, and one team (teamId) or the caller's own team. */
export async function groupDetail(
  db: DB,
  user: Pick<SessionUser, 'id' | 'companyId'> | null,
  q: { id?: number; teamId?: number },
  now = new Date(),
) {
  await settleGroups(db, now);
  const asked = q.teamId ? await loadTeam(db, q.teamId) : null;
  if (q.teamId && !asked) throw notFound('拼团不存在');
  const [g] = await db
    .select()
    .from(groupBuys)
    .where(and(eq(groupBuys.id, asked?.t.groupBuyId ?? q.id!), eq(groupBuys.isShow, true)));
  if (!g) throw notFound('拼团商品不存在');
  // The caller's open seat: the team shown when none is asked for, and what joinGroup would refuse them.
  const seat = user ? await openSeatOf(db, g.id, user.id) : null;
  const viewer = user && { id: user.id, companyId: user.companyId, seatTeamId: seat?.teamId ?? null };
  const shown = asked ?? (seat ? await loadTeam(db, seat.teamId) : null);
  const team = shown && teamView(shown, viewer, now);
  const openTeams = (await loadTeams(db, and(eq(groupTeams.groupBuyId, g.id), eq(groupTeams.status, 'open'))))
    .map((loaded) => teamView(loaded, viewer, now))
    .filter((v) => v.joined < v.people);
  return {
    item: {
      id: g.id,
      productId: g.productId,
      skuId: g.skuId,
      title: g.title,
      image: g.image,
      productPrice: g.productPrice,
      otPrice: g.otPrice,
      people: g.people,
      sales: g.sales,
      windowHours: g.windowHours,
      num: g.num,
    },
    team,
    openTeams,
    serverTime: now.toISOString(),
  };
}

/** The user's seat in an open team of the offer: one at a time (startGroup answers it, joinGroup refuses another). */
async function openSeatOf(db: DB | Tx, groupBuyId: number, userId: number) {
  const [own] = await db
    .select({ memberId: groupMembers.id, teamId: groupTeams.id, expiresAt: groupTeams.expiresAt })
    .from(groupMembers)
    .innerJoin(groupTeams, eq(groupTeams.id, groupMembers.teamId))
    .where(
      and(
        eq(groupMembers.groupBuyId, groupBuyId),
        eq(groupMembers.userId, userId),
        eq(groupTeams.status, 'open'),
        inArray(groupMembers.status, SEATED),
      ),
    );
  return own ?? null;
}

/** The caller's open seat in this offer (openSeatOf, taken under the caller's lock for the offer), or null. */
async function openSeat(tx: Tx, groupBuyId: number, userId: number) {
  await lockXact(tx, 'group', groupBuyId, userId);
  const own = await openSeatOf(tx, groupBuyId, userId);
  return own ? seatAnswer(own.teamId, own.memberId, own.expiresAt, true) : null;
}

const seatAnswer = (teamId: number, memberId: number, expiresAt: Date, existing: boolean) => ({
  teamId,
  memberId,
  expiresAt: expiresAt.toISOString(),
  settleUrl: `/cart/settlement?group=${memberId}`,
  existing,
});

/** Starts a team with the caller as its unpaid leader. */
export async function startGroup(db: DB, user: SessionUser, groupBuyId: number, now = new Date()) {
  assertCanBuy(user);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ g: groupBuys, onSale: productOnSale(groupBuys.productId) })
      .from(groupBuys)
      .where(and(eq(groupBuys.id, groupBuyId), eq(groupBuys.isShow, true)));
    if (!found) throw notFound('拼团商品不存在');
    if (!found.onSale) throw conflict(OFF_SALE);
    const g = found.g;
    // Starting again while in an open team of this offer answers that seat (a reload never makes a second team).
    const own = await openSeat(tx, g.id, user.id);
    if (own) return own;
    const [t] = await tx
      .insert(groupTeams)
      .values({
        groupBuyId: g.id,
        leaderId: user.id,
        people: g.people,
        expiresAt: new Date(now.getTime() + g.windowHours * 3600_000),
        createdAt: now,
      })
      .returning();
    const [m] = await tx
      .insert(groupMembers)
      .values({
        teamId: t!.id,
        groupBuyId: g.id,
        userId: user.id,
        companyId: user.companyId,
        isLeader: true,
        num: g.num,
        price: g.productPrice,
        createdAt: now,
      })
      .returning();
    const actor: Actor = { type: 'user', userId: user.id, name: user.name };
    await logCreation(tx, teamMachine, t!, actor, `发起拼团：${g.title}`, 'start', now);
    await logCreation(tx, memberMachine, m!, actor, '团长', 'join', now);
    return seatAnswer(t!.id, m!.id, t!.expiresAt, false);
  });
}

/** Joins an open team: one seat per company, seats held by unpaid and paid members. */
export async function joinGroup(db: DB, user: SessionUser, teamId: number, now = new Date()) {
  assertCanBuy(user);
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(groupTeams).where(eq(groupTeams.id, teamId)).for('update');
    if (!t) throw notFound('拼团不存在');
    const own = await openSeat(tx, t.groupBuyId, user.id);
    const seated = await tx
      .select({ companyId: groupMembers.companyId })
      .from(groupMembers)
      .where(and(eq(groupMembers.teamId, t.id), inArray(groupMembers.status, SEATED)));
    const refusal = joinRefusal(t, seated, { companyId: user.companyId, seatTeamId: own?.teamId ?? null }, now);
    if (refusal) throw conflict(refusal);
    // Joining the same team again answers the seat.
    if (own) return own;
    const [g] = await tx.select().from(groupBuys).where(eq(groupBuys.id, t.groupBuyId));
    const [m] = await tx
      .insert(groupMembers)
      .values({
        teamId: t.id,
        groupBuyId: t.groupBuyId,
        userId: user.id,
        companyId: user.companyId,
        num: g!.num,
        price: g!.productPrice,
        createdAt: now,
      })
      .returning();
    await logCreation(tx, memberMachine, m!, { type: 'user', userId: user.id, name: user.name }, '参团', 'join', now);
    return seatAnswer(t.id, m!.id, t.expiresAt, false);
  });
}

/** A user's own membership (settlement page); 404 for anyone else's. */
export async function getGroupMember(db: DB | Tx, userId: number, memberId: number) {
  const [r] = await db
    .select({ m: groupMembers, g: groupBuys, t: groupTeams })
    .from(groupMembers)
    .innerJoin(groupBuys, eq(groupBuys.id, groupMembers.groupBuyId))
    .innerJoin(groupTeams, eq(groupTeams.id, groupMembers.teamId))
    .where(and(eq(groupMembers.id, memberId), eq(groupMembers.userId, userId)));
  if (!r) throw notFound('拼团记录不存在');
  return {
    ...r.m,
    productId: r.g.productId,
    skuId: r.g.skuId,
    title: r.g.title,
    image: r.g.image,
    teamStatus: r.t.status,
    expiresAt: r.t.expiresAt,
  };
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
  if (teamEnded(t!, now)) throw conflict(GROUP_ENDED);
  await apply(tx, memberMachine, memberId, 'pay', SYSTEM, {
    note: opts.orderId ? `订单#${opts.orderId}已付款` : '',
    set: { paidAt: now, orderId: opts.orderId ?? m.orderId },
  });
  const paidCount = t!.paidCount + 1;
  await tx.update(groupTeams).set({ paidCount }).where(eq(groupTeams.id, t!.id));
  const complete = paidCount >= t!.people;
  if (complete) await apply(tx, teamMachine, t!.id, 'complete', SYSTEM, { note: `${paidCount}人已付款` });
  return { teamId: t!.id, teamStatus: complete ? 'complete' : 'open', paidCount };
}

/** The payment of a seat came in after its team had ended: the money stands, and the move opens its order's refund in after-sales. */
export async function markGroupMemberPaidLate(tx: Tx, memberId: number, note = ''): Promise<boolean> {
  return (await applyIfDue(tx, memberMachine, memberId, 'pay_late', SYSTEM, { note })) !== null;
}

/** An unpaid member leaves (its order was cancelled): the seat frees up. */
export async function cancelGroupMember(tx: Tx, memberId: number, note = ''): Promise<boolean> {
  return (await applyIfDue(tx, memberMachine, memberId, 'cancel', SYSTEM, { note })) !== null;
}

/** Inside the order transaction: the unpaid seat now belongs to this order (fails if another order took it). */
export async function attachGroupOrder(tx: Tx, userId: number, memberId: number, orderId: number): Promise<void> {
  const hit = await tx
    .update(groupMembers)
    .set({ orderId })
    .where(
      and(eq(groupMembers.id, memberId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'unpaid'), isNull(groupMembers.orderId)),
    )
    .returning({ id: groupMembers.id });
  if (!hit.length) throw conflict('该拼团已下单，请在我的订单中查看');
}

export interface GroupRefund {
  memberId: number;
  userId: number;
  orderId: number | null;
  amount: number;
}

/**
 * The refunds owed to the members `where` selects: what each paid, i.e. its order's payable (the group price with the
 * freight and any discount the order was charged), or the seat's price for a seat paid without an order.
 */
async function refundsWhere(db: DB | Tx, where: SQL | undefined): Promise<GroupRefund[]> {
  return (await owedSeats(db, where, 500)).map(({ m, amount }) => ({ memberId: m.id, userId: m.userId, orderId: m.orderId, amount }));
}

/** The seats `where` selects with their company, their order (null when none or gone) and what each is owed, by id. */
async function owedSeats(db: DB | Tx, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({ m: groupMembers, company: companies.name, payable: orders.payable, orderNo: orders.orderNo, orderState: orders.state })
    .from(groupMembers)
    .innerJoin(companies, eq(companies.id, groupMembers.companyId))
    .leftJoin(orders, eq(orders.id, groupMembers.orderId))
    .where(where)
    .orderBy(asc(groupMembers.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, amount: r.payable ?? r.m.price * r.m.num }));
}

/**
 * Settles every open team whose window has passed: complete if enough members paid, otherwise failed with
 * unpaid members cancelled and paid members marked 'refund', each opening its order's refund in after-sales (the
 * 待退款 queue; refunding it calls markGroupMemberRefunded). Safe to run from several processes: each team is settled
 * under its row lock.
 */
export async function settleGroups(db: DB, now = new Date()) {
  const due = await db
    .select({ id: groupTeams.id })
    .from(groupTeams)
    .where(and(eq(groupTeams.status, 'open'), lte(groupTeams.expiresAt, now)))
    .limit(200);
  const completed: number[] = [];
  const failed: number[] = [];
  const refunds: GroupRefund[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [t] = await tx.select().from(groupTeams).where(eq(groupTeams.id, id)).for('update');
      if (!t || t.status !== 'open') return;
      if (t.paidCount >= t.people) {
        await apply(tx, teamMachine, id, 'complete', SYSTEM, { note: '拼团期限已到，人数已满' });
        completed.push(id);
        return;
      }
      const paid = await refundsWhere(tx, and(eq(groupMembers.teamId, id), eq(groupMembers.status, 'paid')));
      await apply(tx, teamMachine, id, 'fail', SYSTEM, { note: `拼团期限已到，${t.paidCount}/${t.people}人付款` });
      refunds.push(...paid);
      failed.push(id);
    });
  }
  return { completed, failed, refunds };
}

/** Members of failed teams still waiting for their refund (their orders' after-sales records not yet refunded). */
export function pendingGroupRefunds(db: DB | Tx): Promise<GroupRefund[]> {
  return refundsWhere(db, eq(groupMembers.status, 'refund'));
}

/**
 * Seats owed their money that after-sales does not hold: entering 'refund' opens the order's system 仅退款 and puts
 * the order 售后中 until staff refund it (its 已退款 then ends the seat), but a seat without an order, or whose order is
 * gone or was in a state that takes no after-sales, was only logged (openOrderRefund). Staff see these (`ops
 * group:refunds`, the back office's 异常付款 page) and pay them back by hand (refundSeatByHand).
 */
export async function unopenedGroupRefunds(db: DB | Tx, limit = 50) {
  return (await owedSeats(db, unopenedOwed(), operatorLimit(limit))).map(({ m, company, orderNo, orderState, amount }) => ({
    memberId: m.id,
    teamId: m.teamId,
    company,
    orderId: m.orderId,
    orderNo,
    amount,
    /** Why after-sales does not hold it, as staff read it. */
    why:
      m.orderId === null
        ? '无订单'
        : orderNo === null
          ? `订单#${m.orderId}不存在`
          : `订单状态「${labelOf(ORDER_STATE_NAMES, orderState)}」，未进入售后`,
  }));
}

/** Seats owed a refund that after-sales does not hold: in 'refund', with no order, a gone order or one not 售后中. */
const unopenedOwed = () => and(eq(groupMembers.status, 'refund'), or(isNull(orders.id), ne(orders.state, 'aftersale')));

/**
 * Staff record that a seat after-sales does not hold (unopenedGroupRefunds) was paid back outside the system: the seat
 * goes 退款完成 with how it was paid (required), in its log. Its order's row is locked first, so it cannot enter
 * after-sales meanwhile; a seat after-sales holds is refunded there (its 已退款 ends the seat), never here.
 */
/** How many seats unopenedGroupRefunds would list (the back office's dashboard counts them). */
export async function countUnopenedGroupRefunds(db: DB | Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .leftJoin(orders, eq(orders.id, groupMembers.orderId))
    .where(unopenedOwed());
  return row?.n ?? 0;
}

export async function refundSeatByHand(db: DB, memberId: number, note: string, actor: Actor): Promise<{ id: number; status: string }> {
  const how = note.trim();
  if (!how) throw badRequest('请填写退款说明');
  return db.transaction(async (tx) => {
    const [seat] = await tx.select({ orderId: groupMembers.orderId }).from(groupMembers).where(eq(groupMembers.id, memberId));
    if (!seat) throw notFound('参团记录不存在');
    if (seat.orderId !== null) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, seat.orderId)).for('update');
    const [owed] = await tx
      .select({ id: groupMembers.id })
      .from(groupMembers)
      .leftJoin(orders, eq(orders.id, groupMembers.orderId))
      .where(and(eq(groupMembers.id, memberId), unopenedOwed()));
    if (!owed) throw conflict('该参团记录不是待人工退款：已退款，或其订单的退款在售后中处理');
    const m = await apply(tx, memberMachine, memberId, 'refunded', actor, { note: how });
    return { id: m.id, status: m.status };
  });
}

export async function markGroupMemberRefunded(tx: Tx, memberId: number, actor: Actor = SYSTEM, note = ''): Promise<boolean> {
  return (await applyIfDue(tx, memberMachine, memberId, 'refunded', actor, { note })) !== null;
}
