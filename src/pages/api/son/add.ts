import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireMain } from '~/lib/server/context.ts';
import { addSubAccount } from '~/lib/server/auth/sub-accounts.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/son/add'], async (ctx, read) => {
  const me = requireMain(ctx);
  return reply(await addSubAccount(await getDb(), me, await read.body()), '添加成功');
});
