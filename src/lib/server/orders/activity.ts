// Orders from the activity centre: a seckill reservation (/cart/settlement?seckill=) or a group-buy seat
// (?group=) becomes a one-line order at the activity's price; payment marks the reservation/seat paid and a
// cancellation gives it back (the order machine's effects activityPaid and releaseActivity). Discount-zone prices apply to ordinary lines.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { groupMembers, groupTeams, orders, seckillReservations } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { ApiError, conflict } from '~/lib/server/http.ts';
import { attachSeckillOrder, getReservation, markSeckillPaid, releaseSeckill } from '~/lib/server/activities/seckill.ts';
import {
  attachGroupOrder,
  cancelGroupMember,
  getGroupMember,
  GROUP_ENDED,
  markGroupMemberPaid,
  markGroupMemberPaidLate,
  markGroupMemberRefunded,
  teamEnded,
} from '~/lib/server/activities/groups.ts';
import { log } from '~/lib/server/log.ts';
import type { Change } from '~/lib/server/state/engine.ts';

/** The activity a line comes from, with the price it fixes (fen per unit). */
export interface ActivityRef {
  kind: 'seckill' | 'group';
  id: number;
  price: number;
}

export interface ActivitySource {
  cartId: null;
  productId: number;
  skuId: number;
  num: number;
  custom: null;
  activity: ActivityRef;
}

/** The one line of a seckill or group settlement; refuses a reservation/seat that can no longer be ordered. */
export async function activitySource(
  db: DB,
  me: SessionUser,
  input: { seckill?: number; group?: number },
  now = new Date(),
): Promise<ActivitySource | null> {
  if (input.seckill) {
    const r = await getReservation(db, me.id, input.seckill);
    if (r.status !== 'reserved' || r.expiresAt.getTime() <= now.getTime())
      throw conflict(
        r.status === 'reserved' || r.status === 'released' ? '秒杀资格已失效，请重新抢购' : '该秒杀已下单，请在我的订单中查看',
      );
    return {
      cartId: null,
      productId: r.productId,
      skuId: r.skuId,
      num: r.num,
      custom: null,
      activity: { kind: 'seckill', id: r.id, price: r.price },
    };
  }
  if (input.group) {
    const m = await getGroupMember(db, me.id, input.group);
    if (m.orderId) throw conflict('该拼团已下单，请在我的订单中查看');
    if (m.status !== 'unpaid' || teamEnded({ status: m.teamStatus, expiresAt: m.expiresAt }, now)) throw conflict(GROUP_ENDED);
    return {
      cartId: null,
      productId: m.productId,
      skuId: m.skuId,
      num: m.num,
      custom: null,
      activity: { kind: 'group', id: m.id, price: m.price },
    };
  }
  return null;
}

/** Inside the order transaction: the reservation/seat now belongs to this order (fails if another order took it). */
export async function attachActivity(tx: Tx, me: SessionUser, orderId: number, a: ActivityRef): Promise<void> {
  if (a.kind === 'seckill') {
    await attachSeckillOrder(tx, me.id, a.id, orderId);
    return;
  }
  await attachGroupOrder(tx, me.id, a.id, orderId);
}

/** How an order line names the activity price it carries. */
export const ACTIVITY_PRICE_NOTES: Record<ActivityRef['kind'], string> = { seckill: '秒杀价', group: '拼团价' };

type OrderRow = typeof orders.$inferSelect;

/** The seckill reservation and the group seat an order holds (at most one of each). */
async function heldBy(tx: Tx, orderId: number) {
  const [res] = await tx.select({ id: seckillReservations.id }).from(seckillReservations).where(eq(seckillReservations.orderId, orderId));
  const [member] = await tx.select({ id: groupMembers.id }).from(groupMembers).where(eq(groupMembers.orderId, orderId));
  return { reservationId: res?.id ?? null, memberId: member?.id ?? null };
}

/**
 * The group-buy team an order's seat is in (null for an order without a seat): what the order's page shows of it, and
 * what the shipment waits for. `lock` holds the team's row (share) to the end of the caller's transaction, so the team
 * cannot settle while a shipment is being written.
 */
export async function groupOfOrder(db: DB | Tx, orderId: number, lock = false) {
  const q = db
    .select({
      teamId: groupTeams.id,
      status: groupTeams.status,
      people: groupTeams.people,
      paidCount: groupTeams.paidCount,
      expiresAt: groupTeams.expiresAt,
    })
    .from(groupMembers)
    .innerJoin(groupTeams, eq(groupTeams.id, groupMembers.teamId))
    .where(eq(groupMembers.orderId, orderId));
  const [team] = await (lock ? q.for('share', { of: groupTeams }) : q);
  return team ?? null;
}

/** Whether an order holds a group-buy seat, read from its lines (a 拼团价 line): only such orders need groupOfOrder. */
export const isGroupOrder = (lines: readonly { priceNote: string }[]) => lines.some((l) => l.priceNote === ACTIVITY_PRICE_NOTES.group);

export const GROUP_NOT_COMPLETE = '拼团尚未成团，成团后才能发货';

/**
 * Why an order may not be shipped yet for its activity, or null: a group-buy seat's goods leave only once its team is
 * complete, not while it is open (a team that fails refunds its paid seats, which a shipment would have made
 * impossible; a failed team's orders are 售后中 and the order machine refuses them itself). shipOrder asks it with
 * `lock`, inside the shipment's transaction; the back office's order page asks it to show the reason instead of a form.
 */
export async function activityShipRefusal(db: DB | Tx, orderId: number, lock = false): Promise<string | null> {
  return (await groupOfOrder(db, orderId, lock))?.status === 'open' ? GROUP_NOT_COMPLETE : null;
}

/** Order effect 'activityPaid': the paid order's seckill reservation and group seat become paid. */
export async function activityPaid({ tx, row: o }: Change<OrderRow>): Promise<void> {
  const held = await heldBy(tx, o.id);
  if (held.reservationId) await markSeckillPaid(tx, held.reservationId, `订单${o.orderNo}已付款`);
  if (!held.memberId) return;
  try {
    await markGroupMemberPaid(tx, held.memberId, { orderId: o.id });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // The team ended before the money came in: the payment stands and the seat's move opens the order's refund.
    log.warn('group payment after the team ended', { orderId: o.id, memberId: held.memberId, err: err.message });
    await markGroupMemberPaidLate(tx, held.memberId, `订单${o.orderNo}付款时拼团已结束`);
  }
}

/** Order effect 'activityRefunded': the order was refunded in full, so its group seat waiting for that refund has it. */
export async function activityRefunded({ tx, row: o, actor, note }: Change<OrderRow>): Promise<void> {
  const held = await heldBy(tx, o.id);
  if (held.memberId) await markGroupMemberRefunded(tx, held.memberId, actor, `订单${o.orderNo}已退款${note ? `：${note}` : ''}`);
}

/** Order effect 'releaseActivity': a cancelled order gives its seckill units and its group seat back. */
export async function releaseActivity({ tx, row: o }: Change<OrderRow>): Promise<void> {
  const held = await heldBy(tx, o.id);
  if (held.reservationId) await releaseSeckill(tx, held.reservationId, { type: 'system' }, `订单${o.orderNo}已取消`);
  if (held.memberId) await cancelGroupMember(tx, held.memberId, `订单${o.orderNo}已取消`);
}
