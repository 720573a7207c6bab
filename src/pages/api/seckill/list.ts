import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { seckillListQuery } from '../../../lib/shared/activities.ts';
import { expireSeckillReservations, listSeckill } from '../../../lib/server/activities/seckill.ts';

/** Params: slot (slot id; default the running one, else the next), date (today or tomorrow, YYYY-MM-DD), page, limit. */
export const GET = handler(async (ctx) => {
  const input = readQuery(ctx.url, seckillListQuery);
  const db = await getDb();
  await expireSeckillReservations(db);
  // A logged-in caller also gets `mine`: their reservations still open (found again after a reload).
  return listSeckill(db, input, new Date(), ctx.locals.user?.id ?? null);
});
