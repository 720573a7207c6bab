import { handler, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { selectCartLines } from '../../../lib/server/cart/select.ts';
import { cartSelectSchema } from '../../../lib/server/cart/schemas.ts';

/** {ids, selected} for some lines, {all: true, selected} for the whole cart. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, cartSelectSchema);
  return selectCartLines(await getDb(), me, input);
});
