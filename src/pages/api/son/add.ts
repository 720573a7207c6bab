import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireMain } from '../../../lib/server/context.ts';
import { addSubAccount } from '../../../lib/server/auth/sub-accounts.ts';
import { subAccountAddSchema } from '../../../lib/shared/sub-account.ts';

export const POST = handler(async (ctx) => {
  const me = requireMain(ctx);
  const input = await readJson(ctx.request, subAccountAddSchema);
  return ok(await addSubAccount(await getDb(), me, input), '添加成功');
});
