import { serve, reply } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { addAddress } from '../../../lib/server/orders/address.ts';
import { orderCalls } from '../../../lib/shared/contracts/orders.ts';

/** A minimal "new address" from the settlement page (the address book itself lives at /address). */
export const POST = serve(orderCalls['POST /api/order/address'], async (ctx, read) => {
  const me = requirePermission(ctx, 'buy');
  return reply(await addAddress(await getDb(), me, await read.body()), '地址已保存');
});
