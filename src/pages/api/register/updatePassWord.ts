import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { passwordChangeSchema } from '../../../lib/shared/validation.ts';
import { changePassword } from '../../../lib/server/auth/accounts.ts';
import { requireUser } from '../../../lib/server/context.ts';

/** Logged-in password change (srcPassword, password, confirm); the account's other sessions end. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { srcPassword, password } = await readJson(ctx.request, passwordChangeSchema);
  await changePassword(await getDb(), me, srcPassword, password);
  return ok(null, '修改成功');
});
