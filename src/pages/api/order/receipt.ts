import { handler, ok, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { submitReceipt } from '../../../lib/server/payments/bank.ts';
import { idSchema } from '../../../lib/server/orders/schemas.ts';

/** Multipart field `file` (image or PDF, up to 10 MB) for the order ?id=. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { id } = readQuery(ctx.url, idSchema);
  return ok(await submitReceipt(await getDb(), me, id, ctx.request), '转账凭证已提交，请等待平台确认收款');
});
