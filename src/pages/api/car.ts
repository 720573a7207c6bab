import { handler, readJson, ok } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { requirePermission } from '../../lib/server/context.ts';
import { addCartSchema, addToCart } from '../../lib/server/cart/add.ts';

/** kind 'cart' adds to the cart; kind 'buy' makes a line for /cart/settlement?cartIds={cartId}. */
export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  const input = await readJson(ctx.request, addCartSchema);
  return ok(await addToCart(await getDb(), me, input), input.kind === 'buy' ? 'success' : '加入购物车成功');
});
