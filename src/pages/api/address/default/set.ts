import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { setDefaultAddress } from '~/lib/server/account/addresses.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/address/default/set'], async (ctx, read) => {
  const me = requirePermission(ctx, 'address');
  const { id } = await read.body();
  return reply(await setDefaultAddress(await getDb(), me, id), '设置成功');
});
