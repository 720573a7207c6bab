import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { activitySnapshot, saveCoupon } from '~/lib/server/activities/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: creates or changes a 优惠券 (领券中心); off with isShow false. */
export const POST = serve(
  adminCalls['POST /api/admin/coupon/save'],
  asStaff('activities', async (ctx, me, read) => {
    const input = await read.body();
    const row = await audited(await getDb(), me, (tx) => saveCoupon(tx, input), {
      action: 'coupon.save',
      targetType: 'coupon',
      targetId: input.id ?? '',
      label: '优惠券',
      before: async (tx) => (input.id ? activitySnapshot(tx, 'coupon', input.id) : null),
      after: (tx, r) => activitySnapshot(tx, 'coupon', r.id),
    });
    return reply({ id: row.id }, '优惠券已保存');
  }),
);
