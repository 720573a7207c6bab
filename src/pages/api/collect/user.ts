import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listFavourites } from '~/lib/server/account/favourites.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** My favourites, paginated (query page, limit). */
export const GET = serve(accountCalls['GET /api/collect/user'], async (ctx, read) => {
  const me = requireUser(ctx);
  return listFavourites(await getDb(), me, read.query());
});
