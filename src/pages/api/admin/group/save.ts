import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { activitySnapshot, saveGroupBuy } from '~/lib/server/activities/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: creates or changes a 拼团商品 (拼团); off with isShow false. */
export const POST = serve(
  adminCalls['POST /api/admin/group/save'],
  asStaff('activities', async (ctx, me, read) => {
    const input = await read.body();
    const row = await audited(await getDb(), me, (tx) => saveGroupBuy(tx, input), {
      action: 'group.save',
      targetType: 'group',
      targetId: input.id ?? '',
      label: '拼团商品',
      before: async (tx) => (input.id ? activitySnapshot(tx, 'group', input.id) : null),
      after: (tx, r) => activitySnapshot(tx, 'group', r.id),
    });
    return reply({ id: row.id }, '拼团商品已保存');
  }),
);
