import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { addFavourite, collectSchema } from '../../../lib/server/account/favourites.ts';

export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { id } = await readJson(ctx.request, collectSchema);
  return ok(await addFavourite(await getDb(), me, id), '收藏成功');
});
