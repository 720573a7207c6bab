import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireMain } from '~/lib/server/context.ts';
import { editSubAccount } from '~/lib/server/auth/sub-accounts.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/son/edit'], async (ctx, read) => {
  const me = requireMain(ctx);
  return reply(await editSubAccount(await getDb(), me, await read.body()), '修改成功');
});
