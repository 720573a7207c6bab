import { serve, reply } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { uploadLicence } from '~/lib/server/companies/licence.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** The company's business licence (multipart field `file`: JPG, PNG, WEBP or PDF up to 10 MB); main account, before approval. */
export const POST = serve(authCalls['POST /api/upload/license'], async (ctx) => {
  const me = requireUser(ctx);
  return reply(await uploadLicence(await getDb(), ctx.request, me), '营业执照已上传');
});
