import { handler, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { removeCartLines } from '../../../lib/server/cart/remove.ts';
import { cartDelSchema } from '../../../lib/server/cart/schemas.ts';

export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { ids } = await readJson(ctx.request, cartDelSchema);
  return removeCartLines(await getDb(), me, ids);
});
