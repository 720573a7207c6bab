import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { shipBackAs } from '../../../lib/server/aftersales/actions.ts';
import { shipBackSchema } from '../../../lib/server/aftersales/schemas.ts';

/** {id, carrier, trackingNo}: the buyer has sent the goods back. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, shipBackSchema);
  return ok(await shipBackAs(await getDb(), me, input), '退货物流已提交');
});
