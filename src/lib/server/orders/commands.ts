// What a buyer does to an order: cancel, accept or decline a quote, confirm receipt, buy again.
import { and, eq } from 'drizzle-orm';
import type { DB } from '../db/client.ts';
import { cartItems, orderLines, quotes } from '../db/schema/index.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { can } from '../auth/permissions.ts';
import { badRequest, forbidden } from '../http.ts';
import { findVisibleOrder } from './visibility.ts';
import { userActor } from './buyer.ts';
import { transition } from './state.ts';
import { payDeadlineFrom } from './create.ts';
import { goodsKey, loadGoods, qtyRuleOf, unavailableReason } from './goods.ts';
import { clampQty } from '../../shared/quantity.ts';

function needBuy(me: SessionUser) {
  if (!can(me, 'buy')) throw forbidden('当前账号没有下单权限，请联系企业主账号');
}

export async function cancelOrder(db: DB, me: SessionUser, id: number, reason = '') {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const actor = await userActor(db, me);
  const why = reason || '买家取消订单';
  await db.transaction(async (tx) => {
    await transition(tx, o.id, 'cancel', actor, { note: why, set: { cancelReason: why } });
    await tx.update(quotes).set({ state: 'cancelled', decidedAt: new Date() }).where(and(eq(quotes.orderId, o.id), eq(quotes.state, 'requested')));
  });
  return { id: o.id };
}

export async function acceptQuote(db: DB, me: SessionUser, id: number) {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const actor = await userActor(db, me);
  const now = new Date();
  await db.transaction(async (tx) => {
    await transition(tx, o.id, 'accept_quote', actor, { note: '接受报价', set: { payDeadline: payDeadlineFrom(now) } });
    await tx.update(quotes).set({ state: 'accepted', decidedAt: now }).where(eq(quotes.orderId, o.id));
  });
  return { id: o.id };
}

export async function declineQuote(db: DB, me: SessionUser, id: number, reason = '') {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const actor = await userActor(db, me);
  const why = reason || '买家拒绝报价';
  await db.transaction(async (tx) => {
    await transition(tx, o.id, 'decline_quote', actor, { note: why, set: { cancelReason: why } });
    await tx.update(quotes).set({ state: 'declined', decidedAt: new Date() }).where(eq(quotes.orderId, o.id));
  });
  return { id: o.id };
}

export async function takeOrder(db: DB, me: SessionUser, id: number) {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const actor = await userActor(db, me);
  await db.transaction((tx) => transition(tx, o.id, 'take', actor, { note: '买家确认收货' }));
  return { id: o.id };
}

/** Puts the order's lines back into the cart (quantities trimmed to what can be bought now); returns the new cart ids. */
export async function buyAgain(db: DB, me: SessionUser, id: number) {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
  const goods = await loadGoods(db, lines);
  const cartIds: number[] = [];
  const skipped: string[] = [];
  for (const l of lines) {
    const g = goods.get(goodsKey(l.productId, l.skuId));
    if (!g || unavailableReason(g)) {
      skipped.push(l.productName);
      continue;
    }
    const num = clampQty(l.num, qtyRuleOf(g));
    const [row] = await db.insert(cartItems).values({
      userId: me.id, productId: l.productId, skuId: l.skuId, num, kind: 'cart', selected: true, custom: (l.custom as Record<string, unknown>) ?? null,
    }).returning({ id: cartItems.id });
    cartIds.push(row!.id);
  }
  if (!cartIds.length) throw badRequest('订单中的商品已下架或售罄，无法再次购买');
  return { cartIds, skipped };
}
