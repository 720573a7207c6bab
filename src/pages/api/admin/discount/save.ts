import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { discountBody } from '../../../../lib/server/admin/schemas.ts';
import { activitySnapshot, saveDiscount } from '../../../../lib/server/activities/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Merchandisers: creates or changes a 折扣活动 (折扣专区); off with isShow false. */
export const POST = staffHandler('activities', async (ctx, me) => {
  const input = await readJson(ctx.request, discountBody);
  const row = await audited(await getDb(), me, (tx) => saveDiscount(tx, input), {
    action: 'discount.save', targetType: 'discount', targetId: input.id ?? '', label: '折扣活动',
    before: async (tx) => (input.id ? activitySnapshot(tx, 'discount', input.id) : null), after: (tx, r) => activitySnapshot(tx, 'discount', r.id),
  });
  return ok({ id: row.id }, '折扣活动已保存');
});
