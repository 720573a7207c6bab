import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { listNotices } from '~/lib/server/content/notices.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

export const GET = serve(activityCalls['GET /api/notice/list'], async (_ctx, read) => {
  const { page, limit } = read.query();
  return listNotices(await getDb(), page, limit);
});
