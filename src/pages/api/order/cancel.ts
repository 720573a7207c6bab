import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { cancelOrder } from '../../../lib/server/orders/commands.ts';
import { cancelSchema } from '../../../lib/server/orders/schemas.ts';

export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, cancelSchema);
  return ok(await cancelOrder(await getDb(), me, input.id, input.reason), '订单已取消');
});
