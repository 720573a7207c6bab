import { handler, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { uploadPhoto } from '../../../lib/server/aftersales/photos.ts';
import { assertAftersale } from '../../../lib/server/aftersales/submit.ts';

/** Multipart field `file`: one photo (JPG, PNG or WEBP, up to 5 MB) for an after-sales application. */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  assertAftersale(me);
  return ok(await uploadPhoto(await getDb(), me, ctx.request, 'aftersale'), '上传成功');
});
