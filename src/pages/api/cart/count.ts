import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { cartCount } from '../../../lib/server/cart/count.ts';

export const GET = handler(async (ctx) => ({ count: await cartCount(await getDb(), requireUser(ctx).id) }));
