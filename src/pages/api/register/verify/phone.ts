import { handler, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { phoneOnlySchema } from '../../../../lib/shared/validation.ts';
import { isPhoneRegistered } from '../../../../lib/server/auth/accounts.ts';

/** Is this phone registered? */
export const POST = handler(async ({ request }) => {
  const { phone } = await readJson(request, phoneOnlySchema);
  const registered = await isPhoneRegistered(await getDb(), phone);
  return { registered, msg: registered ? '该手机号已注册' : '该手机号可以注册' };
});
