import { handler, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { uploadLicence } from '../../../lib/server/companies/licence.ts';

/** The company's business licence (multipart field `file`: JPG, PNG, WEBP or PDF up to 10 MB); main account, before approval. */
export const POST = handler(async (ctx) => ok(await uploadLicence(await getDb(), ctx.request, requireUser(ctx)), '营业执照已上传'));
