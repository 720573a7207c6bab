import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { cartBadgeCount } from '~/lib/server/cart/count.ts';
import { cartCalls } from '~/lib/shared/contracts/cart.ts';

export const GET = serve(cartCalls['GET /api/cart/count'], async (ctx) => ({
  count: await cartBadgeCount(await getDb(), requireUser(ctx).id),
}));
