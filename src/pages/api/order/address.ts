import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { saveAddress } from '~/lib/server/account/addresses.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** The settlement page's "new address": saved by the address book's own function (limit, lock, regions, permission). */
export const POST = serve(orderCalls['POST /api/order/address'], async (ctx, read) => {
  const me = requirePermission(ctx, 'address');
  return reply(await saveAddress(await getDb(), me, await read.body()), '地址已保存');
});
