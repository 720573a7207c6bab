import { envelope } from '~/lib/server/http.ts';
import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { fileResponse, findFileFor } from '~/lib/server/uploads.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';

/** An uploaded file: public ones to anyone with the link, private ones to their own company only. */
export const GET = serve(storeCalls['GET /api/file/[key]'], async ({ locals, url }, read) => {
  const f = await findFileFor(await getDb(), read.params().key, locals.user);
  if (!f) return envelope(404, 404, '文件不存在');
  return fileResponse(f, url.searchParams.has('download'));
});
