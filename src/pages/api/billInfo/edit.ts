import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { saveInvoiceTitle } from '../../../lib/server/account/invoice-titles.ts';
import { invoiceTitleEditSchema } from '../../../lib/shared/invoice-title.ts';

export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'invoice');
  const input = await readJson(ctx.request, invoiceTitleEditSchema);
  return ok(await saveInvoiceTitle(await getDb(), me, input), '修改成功');
});
