import type { APIRoute } from 'astro';
import { getDb } from '../../../lib/server/db/index.ts';
import { envelope } from '../../../lib/server/http.ts';
import { fileResponse, findFileFor } from '../../../lib/server/uploads.ts';

/** An uploaded file: public ones to anyone with the link, private ones to their own company only. */
export const GET: APIRoute = async ({ params, locals, url }) => {
  const f = await findFileFor(await getDb(), params.key ?? '', locals.user);
  if (!f) return envelope(404, 404, '文件不存在');
  return fileResponse(f, url.searchParams.has('download'));
};
