import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { activitySnapshot, saveSeckill } from '~/lib/server/activities/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: creates or changes a 秒杀商品 (限时秒杀); off with isShow false. */
export const POST = serve(
  adminCalls['POST /api/admin/seckill/save'],
  asStaff('activities', async (ctx, me, read) => {
    const input = await read.body();
    const row = await audited(await getDb(), me, (tx) => saveSeckill(tx, input), {
      action: 'seckill.save',
      targetType: 'seckill',
      targetId: input.id ?? '',
      label: '秒杀商品',
      before: async (tx) => (input.id ? activitySnapshot(tx, 'seckill', input.id) : null),
      after: (tx, r) => activitySnapshot(tx, 'seckill', r.id),
    });
    return reply({ id: row.id }, '秒杀商品已保存');
  }),
);
