import { handler, ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requirePermission } from '../../../../lib/server/context.ts';
import { setDefaultInvoiceTitle } from '../../../../lib/server/account/invoice-titles.ts';
import { idSchema } from '../../../../lib/shared/address.ts';

export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'invoice');
  const { id } = await readJson(ctx.request, idSchema);
  return ok(await setDefaultInvoiceTitle(await getDb(), me, id), '设置成功');
});
