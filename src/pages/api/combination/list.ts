import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { pageQuery } from '../../../lib/shared/activities.ts';
import { listGroupBuys } from '../../../lib/server/activities/groups.ts';

/** Group-buy items: id, productId, title, image, productPrice, people, sales (and otPrice, windowHours, num). */
export const GET = handler(async (ctx) => {
  const { page, limit } = readQuery(ctx.url, pageQuery(12));
  return listGroupBuys(await getDb(), page, limit);
});
