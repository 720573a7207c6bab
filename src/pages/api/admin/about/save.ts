import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { saveAbout } from '~/lib/server/storefront/manage.ts';
import { aboutInfo } from '~/lib/server/content/about.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Editors: 关于我们 — the platform's name, tagline, contact details and the seller's details. */
export const POST = serve(
  adminCalls['POST /api/admin/about/save'],
  asStaff('content', async (ctx, me, read) => {
    const input = await read.body();
    await audited(await getDb(), me, (tx) => saveAbout(tx, input), {
      action: 'about.save',
      targetType: 'about',
      targetId: 'about',
      label: '关于我们',
      before: async (tx) => {
        const a = await aboutInfo(tx);
        return { site: a.site, seller: a.seller };
      },
    });
    return reply(null, '已保存');
  }),
);
