import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { navBody } from '../../../../lib/server/admin/schemas.ts';
import { saveNav, siteValue } from '../../../../lib/server/storefront/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Editors: the header navigation (the page configuration's NavType links). */
export const POST = staffHandler('storefront', async (ctx, me) => {
  const { nav } = await readJson(ctx.request, navBody);
  await audited(await getDb(), me, (tx) => saveNav(tx, nav), { action: 'nav.save', targetType: 'nav', targetId: 'nav', label: '导航', before: (tx) => siteValue(tx, 'nav') });
  return ok({ nav }, '导航已保存');
});
