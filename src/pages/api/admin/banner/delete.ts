import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { bannerSnapshot, deleteBanner } from '~/lib/server/storefront/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Editors: removes a home-page banner. */
export const POST = serve(
  adminCalls['POST /api/admin/banner/delete'],
  asStaff('storefront', async (ctx, me, read) => {
    const { id, version } = await read.body();
    await audited(await getDb(), me, (tx) => deleteBanner(tx, id, version), {
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      label: (r) => r.title,
      before: (tx) => bannerSnapshot(tx, id),
      after: async () => null,
    });
    return reply({ id }, '轮播图已删除');
  }),
);
