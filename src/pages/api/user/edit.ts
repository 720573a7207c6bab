import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { userEditSchema } from '../../../lib/shared/validation.ts';
import { editUser } from '../../../lib/server/auth/accounts.ts';
import { requireUser } from '../../../lib/server/context.ts';

/** Avatar and nickname only; a blank or whitespace-only nickname is ignored. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const input = await readJson(ctx.request, userEditSchema);
  return ok(await editUser(await getDb(), me, input), '修改成功');
});
