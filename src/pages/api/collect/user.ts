import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listFavourites } from '../../../lib/server/account/favourites.ts';
import { favouritesQuerySchema } from '../../../lib/shared/account-lists.ts';

/** My favourites, paginated (query page, limit). */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return listFavourites(await getDb(), me, readQuery(ctx.url, favouritesQuerySchema));
});
