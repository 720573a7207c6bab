import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { RULES, receiveUpload } from '~/lib/server/uploads.ts';

/** Merchandisers and editors: a picture for the storefront (products, scenes, banners), checked by content and re-encoded, public once stored. */
export const POST = serve(
  adminCalls['POST /api/admin/upload/image'],
  asStaff(
    'images',
    async (ctx) => {
      const f = await receiveUpload(await getDb(), ctx.request, null, RULES.picture);
      return reply({ id: f.id, url: f.url, name: f.name }, '上传成功');
    },
    false,
  ),
);
