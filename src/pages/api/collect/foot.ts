import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listFootprints } from '../../../lib/server/account/footprints.ts';
import { footprintsQuerySchema } from '../../../lib/shared/account-lists.ts';

/** My browsing history grouped by day, newest first (query page, limit). */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return listFootprints(await getDb(), me, readQuery(ctx.url, footprintsQuerySchema));
});
