import { handler, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { previewSettlement } from '../../../lib/server/orders/settle.ts';
import { settleSchema } from '../../../lib/server/orders/schemas.ts';

/** The settlement preview: lines, addresses, invoice titles, usable coupons (best first) and the server's totals. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, settleSchema);
  return previewSettlement(await getDb(), me, input);
});
