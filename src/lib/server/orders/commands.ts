// What a buyer does to an order: cancel, accept or decline a quote, confirm receipt, buy again.
import { eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { orderLines } from '~/lib/server/db/schema/index.ts';
import { putBackInCart, type CartLineIn } from '~/lib/server/cart/add.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { badRequest, conflict } from '~/lib/server/http.ts';
import { assertCan } from '~/lib/server/context.ts';
import { findVisibleOrder } from './visibility.ts';
import { againRefusal } from './actions.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { transition } from './state.ts';
import { payDeadlineFrom } from './create.ts';
import { goodsKey, loadGoods, qtyRuleOf, unavailableReason } from './goods.ts';
import { clampQty } from '~/lib/shared/quantity.ts';

const needBuy = (me: SessionUser) => assertCan(me, 'buy');

export async function cancelOrder(db: DB, me: SessionUser, id: number, reason = '') {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const actor = userActor(me);
  const why = reason || '买家取消订单';
  await db.transaction((tx) => transition(tx, o.id, 'cancel', actor, { note: why, set: { cancelReason: why } }));
  return { id: o.id };
}

export async function acceptQuote(db: DB, me: SessionUser, id: number) {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const actor = userActor(me);
  const now = new Date();
  await db.transaction((tx) =>
    transition(tx, o.id, 'accept_quote', actor, { note: '接受报价', set: { payDeadline: payDeadlineFrom(now) } }),
  );
  return { id: o.id };
}

export async function declineQuote(db: DB, me: SessionUser, id: number, reason = '') {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const actor = userActor(me);
  const why = reason || '买家拒绝报价';
  await db.transaction((tx) => transition(tx, o.id, 'decline_quote', actor, { note: why, set: { cancelReason: why } }));
  return { id: o.id };
}

export async function takeOrder(db: DB, me: SessionUser, id: number) {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const actor = userActor(me);
  await db.transaction((tx) => transition(tx, o.id, 'take', actor, { note: '买家确认收货' }));
  return { id: o.id };
}

/** Puts the order's lines back into the cart (quantities trimmed to what can be bought now); returns the new cart ids. */
export async function buyAgain(db: DB, me: SessionUser, id: number) {
  needBuy(me);
  const o = await findVisibleOrder(db, me, id);
  const refused = againRefusal(o.state);
  if (refused) throw conflict(refused);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
  const goods = await loadGoods(db, lines);
  const again: CartLineIn[] = [];
  const skipped: string[] = [];
  for (const l of lines) {
    const g = goods.get(goodsKey(l.productId, l.skuId));
    if (!g || unavailableReason(g)) {
      skipped.push(l.productName);
      continue;
    }
    const num = clampQty(l.num, qtyRuleOf(g));
    again.push({ productId: l.productId, skuId: l.skuId, num, custom: (l.custom as Record<string, unknown>) ?? null });
  }
  const cartIds = await putBackInCart(db, me.id, again);
  if (!cartIds.length) throw badRequest('订单中的商品已下架或售罄，无法再次购买');
  return { cartIds, skipped };
}
