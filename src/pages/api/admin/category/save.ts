import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { categorySaveBody } from '../../../../lib/server/admin/schemas.ts';
import { categorySnapshot, saveCategory } from '../../../../lib/server/catalogue/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Merchandisers: adds a category (three levels at most) or renames, re-sorts, hides one. */
export const POST = staffHandler('catalogue', async (ctx, me) => {
  const input = await readJson(ctx.request, categorySaveBody);
  const c = await audited(await getDb(), me, (tx) => saveCategory(tx, input), {
    action: 'category.save', targetType: 'category', targetId: input.id ?? '', label: (r) => r.cateName,
    before: async (tx) => (input.id ? categorySnapshot(tx, input.id) : null), after: (tx, r) => categorySnapshot(tx, r.id),
  });
  return ok({ id: c.id }, '分类已保存');
});
