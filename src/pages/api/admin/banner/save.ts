import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { bannerSnapshot, saveBanner } from '~/lib/server/storefront/manage.ts';
import { assertPublicPictures } from '~/lib/server/uploads.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Editors: adds a home-page banner (no id) or changes one: picture, title, jump address, order. */
export const POST = serve(
  adminCalls['POST /api/admin/banner/save'],
  asStaff('storefront', async (ctx, me, read) => {
    const b = await read.body();
    const db = await getDb();
    await assertPublicPictures(db, [b.url]);
    const row = await audited(db, me, (tx) => saveBanner(tx, b), {
      action: 'banner.save',
      targetType: 'banner',
      targetId: b.id ?? '',
      label: (r) => r.title,
      before: async (tx) => (b.id ? bannerSnapshot(tx, b.id) : null),
      after: (tx, r) => bannerSnapshot(tx, r.id),
    });
    return reply({ id: row.id }, '轮播图已保存');
  }),
);
