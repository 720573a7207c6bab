import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { saveNav, siteValue } from '~/lib/server/storefront/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Editors: the header navigation (the page configuration's NavType links). */
export const POST = serve(
  adminCalls['POST /api/admin/nav/save'],
  asStaff('storefront', async (ctx, me, read) => {
    const { nav, version } = await read.body();
    await audited(await getDb(), me, (tx) => saveNav(tx, nav, version), {
      action: 'nav.save',
      targetType: 'nav',
      targetId: 'nav',
      label: '导航',
      before: (tx) => siteValue(tx, 'nav'),
    });
    return reply({ nav }, '导航已保存');
  }),
);
