import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { saveAddress } from '../../../lib/server/account/addresses.ts';
import { addressSchema } from '../../../lib/shared/address.ts';

/** Updates the address with the given id, or creates one when id is absent or 0. */
export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'address');
  const input = await readJson(ctx.request, addressSchema);
  return ok(await saveAddress(await getDb(), me, input), input.id ? '修改成功' : '添加成功');
});
