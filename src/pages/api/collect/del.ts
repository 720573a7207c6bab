import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { removeFavourite } from '~/lib/server/account/favourites.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/collect/del'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = await read.body();
  return reply(await removeFavourite(await getDb(), me, id), '已取消收藏');
});
