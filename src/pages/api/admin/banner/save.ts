import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { bannerBody } from '../../../../lib/server/admin/schemas.ts';
import { bannerSnapshot, saveBanner } from '../../../../lib/server/storefront/manage.ts';
import { assertPublicPictures } from '../../../../lib/server/uploads.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Editors: adds a home-page banner (no id) or changes one: picture, title, jump address, order. */
export const POST = staffHandler('storefront', async (ctx, me) => {
  const b = await readJson(ctx.request, bannerBody);
  const db = await getDb();
  await assertPublicPictures(db, [b.url]);
  const row = await audited(db, me, (tx) => saveBanner(tx, b), {
    action: 'banner.save', targetType: 'banner', targetId: b.id ?? '', label: (r) => r.title,
    before: async (tx) => (b.id ? bannerSnapshot(tx, b.id) : null), after: (tx, r) => bannerSnapshot(tx, r.id),
  });
  return ok({ id: row.id }, '轮播图已保存');
});
