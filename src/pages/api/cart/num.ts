import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { changeCartNum } from '~/lib/server/cart/update.ts';
import { cartCalls } from '~/lib/shared/contracts/cart.ts';

export const POST = serve(cartCalls['POST /api/cart/num'], async (ctx, read) => {
  const me = requirePermission(ctx, 'buy');
  return changeCartNum(await getDb(), me, await read.body());
});
