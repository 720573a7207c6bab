import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { saveAddress } from '~/lib/server/account/addresses.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** Updates the address with the given id, or creates one when id is absent or 0. */
export const POST = serve(accountCalls['POST /api/address/edit'], async (ctx, read) => {
  const me = requirePermission(ctx, 'address');
  const input = await read.body();
  return reply(await saveAddress(await getDb(), me, input), input.id ? '修改成功' : '添加成功');
});
