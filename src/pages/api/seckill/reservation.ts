import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { getReservation } from '~/lib/server/activities/seckill.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

/** One of the caller's own seckill reservations (for the settlement page). */
export const GET = serve(activityCalls['GET /api/seckill/reservation'], async (ctx, read) => {
  const me = requireUser(ctx);
  return getReservation(await getDb(), me.id, read.query().id);
});
