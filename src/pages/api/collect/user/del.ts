import { handler, ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireUser } from '../../../../lib/server/context.ts';
import { removeFavourites } from '../../../../lib/server/account/favourites.ts';
import { removeFavouritesSchema } from '../../../../lib/shared/account-lists.ts';

/** Removes several products from my favourites at once (body ids: product ids). */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { ids } = await readJson(ctx.request, removeFavouritesSchema);
  return ok(await removeFavourites(await getDb(), me, ids), '已取消收藏');
});
