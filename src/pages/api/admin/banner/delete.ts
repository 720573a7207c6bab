import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { idBody } from '../../../../lib/server/admin/schemas.ts';
import { bannerSnapshot, deleteBanner } from '../../../../lib/server/storefront/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Editors: removes a home-page banner. */
export const POST = staffHandler('storefront', async (ctx, me) => {
  const { id } = await readJson(ctx.request, idBody);
  await audited(await getDb(), me, (tx) => deleteBanner(tx, id), {
    action: 'banner.delete', targetType: 'banner', targetId: id, label: (r) => r.title, before: (tx) => bannerSnapshot(tx, id), after: async () => null,
  });
  return ok({ id }, '轮播图已删除');
});
