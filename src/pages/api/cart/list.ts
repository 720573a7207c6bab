import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listCart } from '~/lib/server/cart/list.ts';
import { cartCalls } from '~/lib/shared/contracts/cart.ts';

/** Lines that can be bought (valid), lines no longer available (invalid), and the server's totals of the selection. */
export const GET = serve(cartCalls['GET /api/cart/list'], async (ctx) => listCart(await getDb(), requireUser(ctx)));
