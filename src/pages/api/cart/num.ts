import { handler, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { changeCartNum } from '../../../lib/server/cart/update.ts';
import { cartNumSchema } from '../../../lib/server/cart/schemas.ts';

export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  const input = await readJson(ctx.request, cartNumSchema);
  return changeCartNum(await getDb(), me, input);
});
