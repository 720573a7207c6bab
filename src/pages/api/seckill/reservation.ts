import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { idQuery } from '../../../lib/shared/activities.ts';
import { getReservation } from '../../../lib/server/activities/seckill.ts';

/** One of the caller's own seckill reservations (for the settlement page). */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { id } = readQuery(ctx.url, idQuery);
  return getReservation(await getDb(), me.id, id);
});
