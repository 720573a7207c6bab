import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { saveAddress } from '../../../lib/server/account/addresses.ts';
import { newAddressSchema } from '../../../lib/shared/address.ts';

/** The settlement page's "new address": saved by the address book's own function (limit, lock, regions, permission). */
export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'address');
  const input = await readJson(ctx.request, newAddressSchema);
  return ok(await saveAddress(await getDb(), me, input), '地址已保存');
});
