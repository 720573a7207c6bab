import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { seckillBody } from '../../../../lib/server/admin/schemas.ts';
import { activitySnapshot, saveSeckill } from '../../../../lib/server/activities/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Merchandisers: creates or changes a 秒杀商品 (限时秒杀); off with isShow false. */
export const POST = staffHandler('activities', async (ctx, me) => {
  const input = await readJson(ctx.request, seckillBody);
  const row = await audited(await getDb(), me, (tx) => saveSeckill(tx, input), {
    action: 'seckill.save', targetType: 'seckill', targetId: input.id ?? '', label: '秒杀商品',
    before: async (tx) => (input.id ? activitySnapshot(tx, 'seckill', input.id) : null), after: (tx, r) => activitySnapshot(tx, 'seckill', r.id),
  });
  return ok({ id: row.id }, '秒杀商品已保存');
});
