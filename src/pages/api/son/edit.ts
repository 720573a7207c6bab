import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireMain } from '../../../lib/server/context.ts';
import { editSubAccount } from '../../../lib/server/auth/sub-accounts.ts';
import { subAccountEditSchema } from '../../../lib/shared/sub-account.ts';

export const POST = handler(async (ctx) => {
  const me = requireMain(ctx);
  const input = await readJson(ctx.request, subAccountEditSchema);
  return ok(await editSubAccount(await getDb(), me, input), '修改成功');
});
