import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { listGroupBuys } from '~/lib/server/activities/groups.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

/** Group-buy items: id, productId, title, image, productPrice, people, sales (and otPrice, windowHours, num). */
export const GET = serve(activityCalls['GET /api/combination/list'], async (_ctx, read) => {
  const { page, limit } = read.query();
  return listGroupBuys(await getDb(), page, limit);
});
