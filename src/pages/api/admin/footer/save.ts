import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { footerForEdit, saveFooter } from '~/lib/server/storefront/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Editors: the footer (the page configuration's Footer): promises, link columns, copyright and filing numbers. */
export const POST = serve(
  adminCalls['POST /api/admin/footer/save'],
  asStaff('storefront', async (ctx, me, read) => {
    const { version, ...footer } = await read.body();
    await audited(await getDb(), me, (tx) => saveFooter(tx, footer, version), {
      action: 'footer.save',
      targetType: 'footer',
      targetId: 'footer',
      label: '页脚',
      before: (tx) => footerForEdit(tx),
    });
    return reply(footer, '页脚已保存');
  }),
);
