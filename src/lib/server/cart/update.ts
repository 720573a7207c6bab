// Changing a cart line's quantity: within stock, at least the minimum, in steps from it.
import { and, eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { cartItems } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { badRequest, notFound } from '~/lib/server/http.ts';
import { goodsKey, loadGoods, priceLine, unavailableReason } from '~/lib/server/orders/goods.ts';
import { listCart } from './list.ts';

export async function changeCartNum(db: DB, me: SessionUser, input: { id: number; num: number }) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, input.id), eq(cartItems.userId, me.id), eq(cartItems.kind, 'cart')));
  if (!row) throw notFound('购物车商品不存在');
  const g = (await loadGoods(db, [row])).get(goodsKey(row.productId, row.skuId));
  const gone = unavailableReason(g);
  if (!g || gone) throw badRequest(gone ?? '商品已失效');
  const { problem } = priceLine(g, input.num);
  if (problem) throw badRequest(problem);
  await db.update(cartItems).set({ num: input.num, updatedAt: new Date() }).where(eq(cartItems.id, row.id));
  return listCart(db, me);
}
