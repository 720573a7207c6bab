import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { uploadPhoto } from '~/lib/server/aftersales/photos.ts';
import { assertCanEvaluate } from '~/lib/server/evaluations/submit.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** Multipart field `file`: one evaluation photo (JPG, PNG or WEBP, up to 5 MB; public once stored). */
export const POST = serve(aftersalesCalls['POST /api/evaluate/upload'], async (ctx) => {
  const me = requireUser(ctx);
  assertCanEvaluate(me);
  return reply(await uploadPhoto(await getDb(), me, ctx.request, 'evaluation'), '上传成功');
});
