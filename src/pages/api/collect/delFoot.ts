import { handler, ok, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { deleteFootprints } from '../../../lib/server/account/footprints.ts';
import { deleteFootprintsSchema } from '../../../lib/shared/account-lists.ts';

/** Body {ids} (footprint ids), {day: 'YYYY-MM-DD'} or {all: true}. */
export const DELETE = handler(async (ctx) => {
  const me = requireUser(ctx);
  const what = await readJson(ctx.request, deleteFootprintsSchema);
  return ok(await deleteFootprints(await getDb(), me, what), '删除成功');
});
