import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { applyInvoice, applySchema } from '../../../lib/server/invoices/request.ts';

/** {orderIds, titleId, remark}: one invoice request over these paid orders. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, applySchema);
  return ok(await applyInvoice(await getDb(), me, input), '开票申请已提交');
});
