import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { categorySnapshot, saveCategory } from '~/lib/server/catalogue/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: adds a category (three levels at most) or renames, re-sorts, hides one. */
export const POST = serve(
  adminCalls['POST /api/admin/category/save'],
  asStaff('catalogue', async (ctx, me, read) => {
    const input = await read.body();
    const c = await audited(await getDb(), me, (tx) => saveCategory(tx, input), {
      action: 'category.save',
      targetType: 'category',
      targetId: input.id ?? '',
      label: (r) => r.cateName,
      before: async (tx) => (input.id ? categorySnapshot(tx, input.id) : null),
      after: (tx, r) => categorySnapshot(tx, r.id),
    });
    return reply({ id: c.id }, '分类已保存');
  }),
);
