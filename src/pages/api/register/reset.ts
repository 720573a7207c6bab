import { handler, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { resetSchema } from '../../../lib/shared/validation.ts';
import { resetPassword } from '../../../lib/server/auth/accounts.ts';

/** /alterCode: a new password by SMS code; all the account's sessions end. */
export const POST = handler(async ({ request }) => {
  const { phone, code, password } = await readJson(request, resetSchema);
  await resetPassword(await getDb(), phone, code, password);
  return { msg: '密码已重置，请重新登录' };
});
