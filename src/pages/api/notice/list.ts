import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { pageQuery } from '../../../lib/shared/activities.ts';
import { listNotices } from '../../../lib/server/content/notices.ts';

export const GET = handler(async (ctx) => {
  const { page, limit } = readQuery(ctx.url, pageQuery(10));
  return listNotices(await getDb(), page, limit);
});
