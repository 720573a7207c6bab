import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { claimCoupon } from '~/lib/server/activities/coupons.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

/** Claims a coupon within its per-account (perUser) and total limits. */
export const POST = serve(activityCalls['POST /api/coupon/receive'], async (ctx, read) => {
  const me = requirePermission(ctx, 'buy');
  const { couponId } = await read.body();
  return reply(await claimCoupon(await getDb(), me, couponId), '领取成功');
});
