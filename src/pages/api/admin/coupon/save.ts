import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { couponBody } from '../../../../lib/server/admin/schemas.ts';
import { activitySnapshot, saveCoupon } from '../../../../lib/server/activities/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Merchandisers: creates or changes a 优惠券 (领券中心); off with isShow false. */
export const POST = staffHandler('activities', async (ctx, me) => {
  const input = await readJson(ctx.request, couponBody);
  const row = await audited(await getDb(), me, (tx) => saveCoupon(tx, input), {
    action: 'coupon.save', targetType: 'coupon', targetId: input.id ?? '', label: '优惠券',
    before: async (tx) => (input.id ? activitySnapshot(tx, 'coupon', input.id) : null), after: (tx, r) => activitySnapshot(tx, 'coupon', r.id),
  });
  return ok({ id: row.id }, '优惠券已保存');
});
