import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { pageQuery } from '../../../lib/shared/activities.ts';
import { listDiscounts } from '../../../lib/server/activities/discounts.ts';

export const GET = handler(async (ctx) => {
  const { page, limit } = readQuery(ctx.url, pageQuery(12));
  return listDiscounts(await getDb(), ctx.locals.user?.id ?? null, page, limit);
});
