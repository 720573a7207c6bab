import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { idQuery } from '../../../lib/shared/activities.ts';
import { getNotice } from '../../../lib/server/content/notices.ts';

export const GET = handler(async (ctx) => getNotice(await getDb(), readQuery(ctx.url, idQuery).id));
