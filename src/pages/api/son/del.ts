import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireMain } from '~/lib/server/context.ts';
import { deleteSubAccount } from '~/lib/server/auth/sub-accounts.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/son/del'], async (ctx, read) => {
  const me = requireMain(ctx);
  const { id } = await read.body();
  return reply(await deleteSubAccount(await getDb(), me, id), '删除成功');
});
