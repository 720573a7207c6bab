import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { couponClaimBody } from '../../../lib/shared/activities.ts';
import { claimCoupon } from '../../../lib/server/activities/coupons.ts';

/** Claims a coupon within its per-account (perUser) and total limits. */
export const POST = handler(async (ctx) => {
  const me = requirePermission(ctx, 'buy');
  const { couponId } = await readJson(ctx.request, couponClaimBody);
  return ok(await claimCoupon(await getDb(), me, couponId), '领取成功');
});
