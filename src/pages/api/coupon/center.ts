import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { pageQuery } from '../../../lib/shared/activities.ts';
import { listCouponCentre } from '../../../lib/server/activities/coupons.ts';

/** The coupon centre: claimable coupons, with the caller's claimed count and state when logged in. */
export const GET = handler(async (ctx) => {
  const { page, limit } = readQuery(ctx.url, pageQuery(12));
  return listCouponCentre(await getDb(), ctx.locals.user?.id ?? null, page, limit);
});
