import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { removeCartLines } from '~/lib/server/cart/remove.ts';
import { cartCalls } from '~/lib/shared/contracts/cart.ts';

export const POST = serve(cartCalls['POST /api/cart/del'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { ids } = await read.body();
  return removeCartLines(await getDb(), me, ids);
});
