import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { removeFavourites } from '~/lib/server/account/favourites.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** Removes several products from my favourites at once (body ids: product ids). */
export const POST = serve(accountCalls['POST /api/collect/user/del'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { ids } = await read.body();
  return reply(await removeFavourites(await getDb(), me, ids), '已取消收藏');
});
