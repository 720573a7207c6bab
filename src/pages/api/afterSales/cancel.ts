import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { cancelAs } from '../../../lib/server/aftersales/actions.ts';
import { idSchema } from '../../../lib/server/aftersales/schemas.ts';

export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { id } = await readJson(ctx.request, idSchema);
  return ok(await cancelAs(await getDb(), me, id), '售后申请已撤销');
});
