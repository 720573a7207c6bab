// Orders from the activity centre: a seckill reservation (/cart/settlement?seckill=) or a group-buy seat
// (?group=) becomes a one-line order at the activity's price; payment marks the reservation/seat paid and a
// cancellation gives it back (order transition listener). Discount-zone prices apply to ordinary lines (orders/goods.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DB, Tx } from '../db/client.ts';
import { groupMembers, seckillReservations } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { conflict } from '../http.ts';
import { attachSeckillOrder, getReservation, markSeckillPaid, releaseSeckill } from '../activities/seckill.ts';
import { cancelGroupMember, getGroupMember, markGroupMemberPaid } from '../activities/groups.ts';
import { log } from '../log.ts';
import type { TransitionEvent } from './state.ts';

/** The activity a line comes from, with the price it fixes (fen per unit). */
export interface ActivityRef { kind: 'seckill' | 'group'; id: number; price: number }

export interface ActivitySource {
  cartId: null;
  productId: number;
  skuId: number;
  num: number;
  custom: null;
  activity: ActivityRef;
}

/** The one line of a seckill or group settlement; refuses a reservation/seat that can no longer be ordered. */
export async function activitySource(db: DB, me: SessionUser, input: { seckill?: number; group?: number }, now = new Date()): Promise<ActivitySource | null> {
  if (input.seckill) {
    const r = await getReservation(db, me.id, input.seckill);
    if (r.status !== 'reserved' || r.expiresAt.getTime() <= now.getTime()) throw conflict(r.status === 'reserved' || r.status === 'released' ? '秒杀资格已失效，请重新抢购' : '该秒杀已下单，请在我的订单中查看');
    return { cartId: null, productId: r.productId, skuId: r.skuId, num: r.num, custom: null, activity: { kind: 'seckill', id: r.id, price: r.price } };
  }
  if (input.group) {
    const m = await getGroupMember(db, me.id, input.group);
    if (m.orderId) throw conflict('该拼团已下单，请在我的订单中查看');
    if (m.status !== 'unpaid' || m.teamStatus !== 'open' || m.expiresAt.getTime() <= now.getTime()) throw conflict('该拼团已结束');
    return { cartId: null, productId: m.productId, skuId: m.skuId, num: m.num, custom: null, activity: { kind: 'group', id: m.id, price: m.price } };
  }
  return null;
}

/** Inside the order transaction: the reservation/seat now belongs to this order (fails if another order took it). */
export async function attachActivity(tx: Tx, me: SessionUser, orderId: number, a: ActivityRef): Promise<void> {
  if (a.kind === 'seckill') {
    await attachSeckillOrder(tx, me.id, a.id, orderId);
    return;
  }
  const hit = await tx.update(groupMembers).set({ orderId })
    .where(and(eq(groupMembers.id, a.id), eq(groupMembers.userId, me.id), eq(groupMembers.status, 'unpaid'), isNull(groupMembers.orderId)))
    .returning({ id: groupMembers.id });
  if (!hit.length) throw conflict('该拼团已下单，请在我的订单中查看');
}

/** How an order line names the activity price it carries. */
export const ACTIVITY_PRICE_NOTES: Record<ActivityRef['kind'], string> = { seckill: '秒杀价', group: '拼团价' };

const PAID_FROM = ['unpaid', 'confirming'];

/** Order transition listener: payment marks the seckill reservation / group seat paid; cancellation releases it. */
export async function activityListener(tx: Tx, e: TransitionEvent): Promise<void> {
  const paid = e.to === 'unshipped' && PAID_FROM.includes(e.from);
  const cancelled = e.to === 'cancelled';
  if (!paid && !cancelled) return;
  const orderId = e.order.id;
  const [res] = await tx.select({ id: seckillReservations.id }).from(seckillReservations).where(eq(seckillReservations.orderId, orderId));
  if (res) {
    if (paid) await markSeckillPaid(tx, res.id);
    else await releaseSeckill(tx, res.id);
  }
  const [member] = await tx.select({ id: groupMembers.id }).from(groupMembers).where(eq(groupMembers.orderId, orderId));
  if (!member) return;
  if (cancelled) {
    await cancelGroupMember(tx, member.id);
    return;
  }
  try {
    await markGroupMemberPaid(tx, member.id, { orderId });
  } catch (err) {
    // The team ended before the money came in: the payment stands, the seat waits for its refund (pendingGroupRefunds).
    log.warn('group payment after the team ended', { orderId, memberId: member.id, err: String(err) });
    await tx.update(groupMembers).set({ status: 'refund' }).where(and(eq(groupMembers.id, member.id), inArray(groupMembers.status, ['unpaid', 'cancelled'])));
  }
}
