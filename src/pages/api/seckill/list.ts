import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { expireSeckillReservations, listSeckill } from '~/lib/server/activities/seckill.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

/** Params: slot (slot id; default the running one, else the next), date (today or tomorrow, YYYY-MM-DD), page, limit. */
export const GET = serve(activityCalls['GET /api/seckill/list'], async (ctx, read) => {
  const input = read.query();
  const db = await getDb();
  await expireSeckillReservations(db);
  // A logged-in caller also gets `mine`: their reservations still open (found again after a reload).
  return listSeckill(db, input, new Date(), ctx.locals.user?.id ?? null);
});
