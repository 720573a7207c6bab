import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { footerBody } from '../../../../lib/server/admin/schemas.ts';
import { footerForEdit, saveFooter } from '../../../../lib/server/storefront/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Editors: the footer (the page configuration's Footer): promises, link columns, copyright and filing numbers. */
export const POST = staffHandler('storefront', async (ctx, me) => {
  const footer = await readJson(ctx.request, footerBody);
  await audited(await getDb(), me, (tx) => saveFooter(tx, footer), { action: 'footer.save', targetType: 'footer', targetId: 'footer', label: '页脚', before: (tx) => footerForEdit(tx) });
  return ok(footer, '页脚已保存');
});
