import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { listDiscounts } from '~/lib/server/activities/discounts.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

export const GET = serve(activityCalls['GET /api/discount/list'], async (ctx, read) => {
  const { page, limit } = read.query();
  return listDiscounts(await getDb(), ctx.locals.user?.id ?? null, page, limit);
});
