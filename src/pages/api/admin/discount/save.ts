import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { activitySnapshot, saveDiscount } from '~/lib/server/activities/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: creates or changes a 折扣活动 (折扣专区); off with isShow false. */
export const POST = serve(
  adminCalls['POST /api/admin/discount/save'],
  asStaff('activities', async (ctx, me, read) => {
    const input = await read.body();
    const row = await audited(await getDb(), me, (tx) => saveDiscount(tx, input), {
      action: 'discount.save',
      targetType: 'discount',
      targetId: input.id ?? '',
      label: '折扣活动',
      before: async (tx) => (input.id ? activitySnapshot(tx, 'discount', input.id) : null),
      after: (tx, r) => activitySnapshot(tx, 'discount', r.id),
    });
    return reply({ id: row.id }, '折扣活动已保存');
  }),
);
