import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listCart } from '../../../lib/server/cart/list.ts';

/** Lines that can be bought (valid), lines no longer available (invalid), and the server's totals of the selection. */
export const GET = handler(async (ctx) => listCart(await getDb(), requireUser(ctx)));
