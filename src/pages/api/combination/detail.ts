import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { groupDetail } from '~/lib/server/activities/groups.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

/** Params: id (group-buy item) or teamId (one started group). */
export const GET = serve(activityCalls['GET /api/combination/detail'], async (ctx, read) =>
  groupDetail(await getDb(), ctx.locals.user ?? null, read.query()),
);
