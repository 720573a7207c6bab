import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { selectCartLines } from '~/lib/server/cart/select.ts';
import { cartCalls } from '~/lib/shared/contracts/cart.ts';

/** {ids, selected} for some lines, {all: true, selected} for the whole cart. */
export const POST = serve(cartCalls['POST /api/cart/select'], async (ctx, read) => {
  const me = requireUser(ctx);
  return selectCartLines(await getDb(), me, await read.body());
});
