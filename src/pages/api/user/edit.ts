import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { editUser } from '~/lib/server/auth/accounts.ts';
import { requireUser } from '~/lib/server/context.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** Avatar and nickname only; a blank or whitespace-only nickname is ignored. */
export const POST = serve(authCalls['POST /api/user/edit'], async (ctx, read) => {
  const me = requireUser(ctx);
  return reply(await editUser(await getDb(), me, await read.body()), '修改成功');
});
