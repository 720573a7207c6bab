import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { changePassword } from '~/lib/server/auth/accounts.ts';
import { requireUser } from '~/lib/server/context.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** Logged-in password change (srcPassword, password, confirm); the account's other sessions end. */
export const POST = serve(authCalls['POST /api/register/updatePassWord'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { srcPassword, password } = await read.body();
  await changePassword(await getDb(), me, srcPassword, password);
  return reply(null, '修改成功');
});
