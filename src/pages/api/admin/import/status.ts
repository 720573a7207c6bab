import { readQuery } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { idQuery } from '../../../../lib/server/admin/schemas.ts';
import { importJob } from '../../../../lib/server/catalogue/import/jobs.ts';

/** Merchandisers: an import job's phase, progress (n of total) and, once finished, its report. */
export const GET = staffHandler('catalogue', async (ctx) => importJob(await getDb(), readQuery(ctx.url, idQuery).id));
