import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { deleteFootprints } from '~/lib/server/account/footprints.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** Body {ids} (footprint ids), {day: 'YYYY-MM-DD'} or {all: true}. */
export const DELETE = serve(accountCalls['DELETE /api/collect/delFoot'], async (ctx, read) => {
  const me = requireUser(ctx);
  return reply(await deleteFootprints(await getDb(), me, await read.body()), '删除成功');
});
