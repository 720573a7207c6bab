import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { collectSchema, removeFavourite } from '../../../lib/server/account/favourites.ts';

export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { id } = await readJson(ctx.request, collectSchema);
  return ok(await removeFavourite(await getDb(), me, id), '已取消收藏');
});
