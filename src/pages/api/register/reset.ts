import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { resetPassword } from '~/lib/server/auth/accounts.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** /alterCode: a new password by SMS code; all the account's sessions end. */
export const POST = serve(authCalls['POST /api/register/reset'], async (_ctx, read) => {
  const { phone, code, password } = await read.body();
  await resetPassword(await getDb(), phone, code, password);
  return { msg: '密码已重置，请重新登录' };
});
