import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { deleteAddress } from '../../../lib/server/account/addresses.ts';
import { idSchema } from '../../../lib/shared/address.ts';

export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'address');
  const { id } = await readJson(ctx.request, idSchema);
  return ok(await deleteAddress(await getDb(), me, id), '删除成功');
});
