// Seckill (秒杀): daily slots, per-day stock and a per-account daily limit, both taken atomically.
import { and, asc, count, desc, eq, gt, inArray, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { seckillGoods, seckillReservations, seckillSales, seckillSlots, seckillUserTotals } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound } from '~/lib/server/http.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { assertCanBuy } from '~/lib/server/orders/buyer.ts';
import { seckillLimitText } from '~/lib/shared/labels.ts';
import { addDays, chinaClock, chinaInstant } from './clock.ts';
import { apply, applyIfDue, logCreation, type Actor } from '~/lib/server/state/engine.ts';
import { displayName } from '~/lib/server/state/actors.ts';
import { accountDayTotal, seckillMachine } from './seckill-state.ts';
import { productOnSale } from './on-sale.ts';
import { OFF_SALE } from '~/lib/server/orders/goods.ts';

const buyer = async (tx: Tx, userId: number): Promise<Actor> => ({ type: 'user', userId, name: await displayName(tx, userId) });
const SYSTEM: Actor = { type: 'system' };

/** A reservation not turned into an order within this time gives its units back. */
export const SECKILL_HOLD_MINUTES = 30;

/** The daily limit itself: num more units on top of what the counter holds must stay within it. */
const withinLimit = (taken: SQLWrapper, num: number, limit: number | AnyPgColumn) => sql`${taken} + ${num} <= ${limit}`;

export type SlotState = 'ended' | 'active' | 'upcoming';

export async function slotsFor(db: DB | Tx, day: string, now: Date) {
  const rows = await db.select().from(seckillSlots).orderBy(asc(seckillSlots.startMinute));
  const nowMs = now.getTime();
  return rows.map((s) => {
    const startAt = chinaInstant(day, s.startMinute);
    const endAt = chinaInstant(day, s.endMinute);
    const state: SlotState = nowMs >= endAt.getTime() ? 'ended' : nowMs >= startAt.getTime() ? 'active' : 'upcoming';
    return { id: s.id, title: s.title, startAt: startAt.toISOString(), endAt: endAt.toISOString(), state };
  });
}

export interface SeckillListInput {
  slot?: number;
  date?: string;
  page: number;
  limit: number;
}

/** GET /api/seckill/list: the day's slots, the chosen slot (default: running, else next) and its goods. */
export async function listSeckill(db: DB, input: SeckillListInput, now = new Date(), userId: number | null = null) {
  const today = chinaClock(now).day;
  const date = input.date ?? today;
  if (date !== today && date !== addDays(today, 1)) throw badRequest('只能查看今天和明天的秒杀场次');
  const slots = await slotsFor(db, date, now);
  const chosen = input.slot
    ? slots.find((s) => s.id === input.slot)
    : (slots.find((s) => s.state === 'active') ?? slots.find((s) => s.state === 'upcoming') ?? slots[slots.length - 1]);
  if (!chosen) {
    if (input.slot) throw notFound('秒杀场次不存在');
    return {
      date,
      today,
      serverTime: now.toISOString(),
      slots,
      slot: null,
      list: [],
      total: 0,
      page: input.page,
      limit: input.limit,
      mine: [],
    };
  }
  const where = and(eq(seckillGoods.slotId, chosen.id), eq(seckillGoods.isShow, true), productOnSale(seckillGoods.productId));
  const [{ total }] = (await db.select({ total: count() }).from(seckillGoods).where(where)) as [{ total: number }];
  const sold = sql<number>`coalesce(${seckillSales.sold}, 0)`.mapWith(Number);
  const daySales = and(eq(seckillSales.goodsId, seckillGoods.id), eq(seckillSales.day, date));
  const page = <Q extends PgSelect>(q: Q) =>
    q
      .where(where)
      .orderBy(desc(seckillGoods.sort), asc(seckillGoods.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit);
  // A signed-in caller's daily totals come in the same statement, so the board stops offering 立即抢购 where even one
  // more unit would be refused; a visitor has none to read.
  const rows: { g: typeof seckillGoods.$inferSelect; sold: number; limitReached?: boolean }[] = userId
    ? await page(
        db
          .select({
            g: seckillGoods,
            sold,
            limitReached: sql<boolean>`not (${withinLimit(sql`coalesce(${seckillUserTotals.qty}, 0)`, 1, seckillGoods.limitPerUser)})`,
          })
          .from(seckillGoods)
          .leftJoin(seckillSales, daySales)
          .leftJoin(seckillUserTotals, accountDayTotal(seckillGoods.id, date, userId))
          .$dynamic(),
      )
    : await page(db.select({ g: seckillGoods, sold }).from(seckillGoods).leftJoin(seckillSales, daySales).$dynamic());
  const list = rows.map(({ g, sold, limitReached = false }) => ({
    id: g.id,
    productId: g.productId,
    skuId: g.skuId,
    storeName: g.title,
    image: g.image,
    price: g.price,
    otPrice: g.otPrice,
    stock: g.stock,
    sold,
    remaining: Math.max(0, g.stock - sold),
    limit: g.limitPerUser,
    percent: g.stock ? Math.min(100, Math.round((sold / g.stock) * 100)) : 100,
    soldOut: sold >= g.stock,
    limitReached,
  }));
  const mine = userId
    ? await openReservations(
        db,
        userId,
        date,
        list.map((g) => g.id),
        now,
      )
    : [];
  return { date, today, serverTime: now.toISOString(), slots, slot: chosen, list, total, page: input.page, limit: input.limit, mine };
}

/** Where a reservation goes next: its settlement while reserved, the order's payment once ordered. */
const nextUrl = (r: { id: number; status: string; orderId: number | null }) =>
  r.status === 'ordered' && r.orderId ? `/cart/payment?orderId=${r.orderId}` : `/cart/settlement?seckill=${r.id}`;

/**
 * The caller's reservations still waiting for them (reserved and within its hold, or ordered and not yet paid), for
 * these offers on this day: the seckill page shows them after a reload, and buying again returns them.
 */
export async function openReservations(db: DB | Tx, userId: number, day: string, goodsIds: number[], now = new Date()) {
  if (!goodsIds.length) return [];
  const rows = await db
    .select()
    .from(seckillReservations)
    .where(
      and(
        eq(seckillReservations.userId, userId),
        eq(seckillReservations.day, day),
        inArray(seckillReservations.goodsId, goodsIds),
        or(
          and(eq(seckillReservations.status, 'reserved'), gt(seckillReservations.expiresAt, now)),
          eq(seckillReservations.status, 'ordered'),
        ),
      ),
    )
    .orderBy(desc(seckillReservations.id));
  return rows.map((r) => ({
    goodsId: r.goodsId,
    reservationId: r.id,
    status: r.status as 'reserved' | 'ordered',
    num: r.num,
    price: r.price,
    orderId: r.orderId,
    expiresAt: r.expiresAt.toISOString(),
    settleUrl: nextUrl(r),
  }));
}

/**
 * Takes num units of a seckill offer for a user inside the caller's transaction: checks the slot is running,
 * adds to the per-account counter and the stock counter with conditional upserts (no lost updates, no oversell)
 * and records a reservation. Throws (and so rolls the transaction back) when the limit or the stock would be exceeded.
 */
export async function takeSeckill(
  tx: Tx,
  user: Pick<SessionUser, 'id' | 'companyId' | 'name'>,
  goodsId: number,
  num: number,
  now = new Date(),
) {
  const [row] = await tx
    .select({ g: seckillGoods, slot: seckillSlots, onSale: productOnSale(seckillGoods.productId) })
    .from(seckillGoods)
    .innerJoin(seckillSlots, eq(seckillSlots.id, seckillGoods.slotId))
    .where(and(eq(seckillGoods.id, goodsId), eq(seckillGoods.isShow, true)));
  if (!row) throw notFound('秒杀商品不存在');
  if (!row.onSale) throw conflict(OFF_SALE);
  const { g, slot } = row;
  const { day, minute } = chinaClock(now);
  // This account's purchases of this offer today take turns (its counter row is the lock): a parallel repeat waits
  // here, then finds the first one's reservation below.
  const mineToday = accountDayTotal(goodsId, day, user.id);
  await tx.insert(seckillUserTotals).values({ goodsId, day, userId: user.id, qty: 0 }).onConflictDoNothing();
  await tx.select({ qty: seckillUserTotals.qty }).from(seckillUserTotals).where(mineToday).for('update');
  // Buying again returns the reservation the account already holds for this offer today (no second hold).
  const [held] = await tx
    .select()
    .from(seckillReservations)
    .where(
      and(
        eq(seckillReservations.goodsId, goodsId),
        eq(seckillReservations.day, day),
        eq(seckillReservations.userId, user.id),
        inArray(seckillReservations.status, ['reserved', 'ordered']),
      ),
    )
    .orderBy(desc(seckillReservations.id))
    .limit(1);
  if (held && (held.status === 'ordered' || held.expiresAt.getTime() > now.getTime())) {
    return {
      ...held,
      productId: g.productId,
      skuId: g.skuId,
      storeName: g.title,
      image: g.image,
      amount: held.price * held.num,
      existing: true,
    };
  }
  // One that outlived its hold unswept gives its units back first.
  if (held) await releaseSeckill(tx, held.id);
  if (minute < slot.startMinute) throw conflict('秒杀尚未开始');
  if (minute >= slot.endMinute) throw conflict('本场秒杀已结束');
  const limitMsg = seckillLimitText(g.limitPerUser);
  if (num > g.limitPerUser) throw conflict(limitMsg);
  if (num > g.stock) throw conflict('商品已抢光');

  const mine = await tx
    .insert(seckillUserTotals)
    .values({ goodsId, day, userId: user.id, qty: num })
    .onConflictDoUpdate({
      target: [seckillUserTotals.goodsId, seckillUserTotals.day, seckillUserTotals.userId],
      set: { qty: sql`"seckill_user_totals"."qty" + ${num}` },
      setWhere: withinLimit(seckillUserTotals.qty, num, g.limitPerUser),
    })
    .returning({ qty: seckillUserTotals.qty });
  if (!mine.length) throw conflict(limitMsg);

  const taken = await tx
    .insert(seckillSales)
    .values({ goodsId, day, sold: num })
    .onConflictDoUpdate({
      target: [seckillSales.goodsId, seckillSales.day],
      set: { sold: sql`"seckill_sales"."sold" + ${num}` },
      setWhere: sql`"seckill_sales"."sold" + ${num} <= ${g.stock}`,
    })
    .returning({ sold: seckillSales.sold });
  if (!taken.length) throw conflict('商品已抢光');

  const [r] = await tx
    .insert(seckillReservations)
    .values({
      goodsId,
      day,
      userId: user.id,
      companyId: user.companyId,
      num,
      price: g.price,
      expiresAt: new Date(now.getTime() + SECKILL_HOLD_MINUTES * 60_000),
      createdAt: now,
    })
    .returning();
  await logCreation(
    tx,
    seckillMachine,
    r!,
    { type: 'user', userId: user.id, name: user.name },
    `抢购${num}件，${SECKILL_HOLD_MINUTES}分钟内下单有效`,
    'reserve',
    now,
  );
  return { ...r!, productId: g.productId, skuId: g.skuId, storeName: g.title, image: g.image, amount: g.price * num, existing: false };
}

/** POST /api/seckill/buy: takes the units and records the reservation the settlement page turns into an order. */
export async function buySeckill(db: DB, user: SessionUser, input: { id: number; num: number }, now = new Date()) {
  assertCanBuy(user);
  const r = await db.transaction((tx) => takeSeckill(tx, user, input.id, input.num, now));
  return {
    reservationId: r.id,
    goodsId: r.goodsId,
    productId: r.productId,
    skuId: r.skuId,
    storeName: r.storeName,
    num: r.num,
    price: r.price,
    amount: r.amount,
    expiresAt: r.expiresAt.toISOString(),
    status: r.status,
    orderId: r.orderId,
    settleUrl: nextUrl(r),
    existing: r.existing,
  };
}

/** Gives the units of a reservation back (order cancelled or never placed). Idempotent: false when already released or paid. */
export async function releaseSeckill(tx: Tx, reservationId: number, actor: Actor = SYSTEM, note = ''): Promise<boolean> {
  return (await applyIfDue(tx, seckillMachine, reservationId, 'release', actor, { note })) !== null;
}

/** The settlement step: a user's live reservation becomes part of an order (its price is the seckill price). */
export async function attachSeckillOrder(tx: Tx, userId: number, reservationId: number, orderId: number, now = new Date()) {
  return apply(tx, seckillMachine, reservationId, 'order', await buyer(tx, userId), {
    note: `订单#${orderId}`,
    set: { orderId },
    guard: (r) => (r.userId === userId && r.expiresAt.getTime() > now.getTime() ? null : '秒杀资格已失效，请重新抢购'),
  });
}

/** The order holding the reservation was paid. Idempotent: false when it was not waiting for payment. */
export async function markSeckillPaid(tx: Tx, reservationId: number, note = ''): Promise<boolean> {
  return (await applyIfDue(tx, seckillMachine, reservationId, 'pay', SYSTEM, { note })) !== null;
}

/** A user's own reservation (settlement page), 404 for anyone else's. */
export async function getReservation(db: DB, userId: number, reservationId: number) {
  const [r] = await db
    .select({ r: seckillReservations, g: seckillGoods })
    .from(seckillReservations)
    .innerJoin(seckillGoods, eq(seckillGoods.id, seckillReservations.goodsId))
    .where(and(eq(seckillReservations.id, reservationId), eq(seckillReservations.userId, userId)));
  if (!r) throw notFound('秒杀记录不存在');
  return { ...r.r, productId: r.g.productId, skuId: r.g.skuId, storeName: r.g.title, image: r.g.image };
}

/** Releases reservations that were never turned into an order in time; returns how many. */
export async function expireSeckillReservations(db: DB, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: seckillReservations.id })
    .from(seckillReservations)
    .where(and(eq(seckillReservations.status, 'reserved'), lte(seckillReservations.expiresAt, now)))
    .limit(500);
  let n = 0;
  for (const s of stale) if (await db.transaction((tx) => releaseSeckill(tx, s.id, SYSTEM, '超时未下单，名额释放'))) n++;
  return n;
}
