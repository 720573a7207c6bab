import { handler, readJson, ok } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireUser } from '../../../../lib/server/context.ts';
import { declineQuote } from '../../../../lib/server/orders/commands.ts';
import { cancelSchema } from '../../../../lib/server/orders/schemas.ts';

export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, cancelSchema);
  return ok(await declineQuote(await getDb(), me, input.id, input.reason), '已拒绝报价，订单已取消');
});
