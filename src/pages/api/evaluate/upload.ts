import { handler, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { uploadPhoto } from '../../../lib/server/aftersales/photos.ts';
import { assertCanEvaluate } from '../../../lib/server/evaluations/submit.ts';

/** Multipart field `file`: one evaluation photo (JPG, PNG or WEBP, up to 5 MB; public once stored). */
export const POST = handler(async (ctx) => {
  const me = requireUser(ctx);
  assertCanEvaluate(me);
  return ok(await uploadPhoto(await getDb(), me, ctx.request, 'evaluation'), '上传成功');
});
