import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { deleteAddress } from '~/lib/server/account/addresses.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/address/del'], async (ctx, read) => {
  const me = requirePermission(ctx, 'address');
  const { id } = await read.body();
  return reply(await deleteAddress(await getDb(), me, id), '删除成功');
});
