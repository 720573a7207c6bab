import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { uploadPhoto } from '~/lib/server/aftersales/photos.ts';
import { assertAftersale } from '~/lib/server/aftersales/submit.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** Multipart field `file`: one photo (JPG, PNG or WEBP, up to 5 MB) for an after-sales application. */
export const POST = serve(aftersalesCalls['POST /api/afterSales/upload'], async (ctx) => {
  const me = requireUser(ctx);
  assertAftersale(me);
  return reply(await uploadPhoto(await getDb(), me, ctx.request, 'aftersale'), '上传成功');
});
