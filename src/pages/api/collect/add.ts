import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { addFavourite } from '~/lib/server/account/favourites.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const POST = serve(accountCalls['POST /api/collect/add'], async (ctx, read) => {
  const me = requireUser(ctx);
  const { id } = await read.body();
  return reply(await addFavourite(await getDb(), me, id), '收藏成功');
});
