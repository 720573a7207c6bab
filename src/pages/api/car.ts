import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { addToCart } from '~/lib/server/cart/add.ts';
import { cartCalls } from '~/lib/shared/contracts/cart.ts';

/** kind 'cart' adds to the cart; kind 'buy' makes a line for /cart/settlement?cartIds={cartId}. */
export const POST = serve(cartCalls['POST /api/car'], async (ctx, read) => {
  const me = requirePermission(ctx, 'buy');
  const input = await read.body();
  return reply(await addToCart(await getDb(), me, input), input.kind === 'buy' ? 'success' : '加入购物车成功');
});
