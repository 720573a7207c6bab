import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { getNotice } from '~/lib/server/content/notices.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

export const GET = serve(activityCalls['GET /api/notice/detail'], async (_ctx, read) => getNotice(await getDb(), read.query().id));
