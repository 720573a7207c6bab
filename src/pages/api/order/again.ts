import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { buyAgain } from '../../../lib/server/orders/commands.ts';
import { idSchema } from '../../../lib/server/orders/schemas.ts';

export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, idSchema);
  return ok(await buyAgain(await getDb(), me, input.id), '已加入购物车');
});
