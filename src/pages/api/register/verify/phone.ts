import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { isPhoneRegistered } from '~/lib/server/auth/accounts.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** Is this phone registered? */
export const POST = serve(authCalls['POST /api/register/verify/phone'], async (_ctx, read) => {
  const { phone } = await read.body();
  const registered = await isPhoneRegistered(await getDb(), phone);
  return { registered, msg: registered ? '该手机号已注册' : '该手机号可以注册' };
});
