import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { addAddress } from '../../../lib/server/orders/address.ts';
import { newAddressSchema } from '../../../lib/server/orders/schemas.ts';

/** A minimal "new address" from the settlement page (the address book itself lives at /address). */
export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  const input = await readJson(ctx.request, newAddressSchema);
  return ok(await addAddress(await getDb(), me, input), '地址已保存');
});
