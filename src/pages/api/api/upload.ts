import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { receiveUpload, RULES } from '~/lib/server/uploads.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/**
 * Avatar upload (multipart field `file`): JPG, PNG or WEBP up to 2 MB and 4096×4096 px, judged by content,
 * re-encoded and stored under a random name. Answers {link}; the client then saves it with /api/user/edit.
 */
export const POST = serve(authCalls['POST /api/api/upload'], async (ctx) => {
  const me = requireUser(ctx);
  const f = await receiveUpload(await getDb(), ctx.request, me, RULES.avatar);
  return reply({ link: f.url }, '上传成功');
});
