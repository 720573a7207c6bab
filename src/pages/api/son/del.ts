import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireMain } from '../../../lib/server/context.ts';
import { deleteSubAccount } from '../../../lib/server/auth/sub-accounts.ts';
import { idSchema } from '../../../lib/shared/address.ts';

export const POST = handler(async (ctx) => {
  const me = requireMain(ctx);
  const { id } = await readJson(ctx.request, idSchema);
  return ok(await deleteSubAccount(await getDb(), me, id), '删除成功');
});
