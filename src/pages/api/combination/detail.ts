import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { groupDetailQuery } from '../../../lib/shared/activities.ts';
import { groupDetail } from '../../../lib/server/activities/groups.ts';

/** Params: id (group-buy item) or teamId (one started group). */
export const GET = handler(async (ctx) => {
  const q = readQuery(ctx.url, groupDetailQuery);
  return groupDetail(await getDb(), ctx.locals.user?.id ?? null, q);
});
