import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { groupBody } from '../../../../lib/server/admin/schemas.ts';
import { activitySnapshot, saveGroupBuy } from '../../../../lib/server/activities/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Merchandisers: creates or changes a 拼团商品 (拼团); off with isShow false. */
export const POST = staffHandler('activities', async (ctx, me) => {
  const input = await readJson(ctx.request, groupBody);
  const row = await audited(await getDb(), me, (tx) => saveGroupBuy(tx, input), {
    action: 'group.save', targetType: 'group', targetId: input.id ?? '', label: '拼团商品',
    before: async (tx) => (input.id ? activitySnapshot(tx, 'group', input.id) : null), after: (tx, r) => activitySnapshot(tx, 'group', r.id),
  });
  return ok({ id: row.id }, '拼团商品已保存');
});
