import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { listCouponCentre } from '~/lib/server/activities/coupons.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

/** The coupon centre: claimable coupons, with the caller's claimed count and state when logged in. */
export const GET = serve(activityCalls['GET /api/coupon/center'], async (ctx, read) => {
  const { page, limit } = read.query();
  return listCouponCentre(await getDb(), ctx.locals.user?.id ?? null, page, limit);
});
