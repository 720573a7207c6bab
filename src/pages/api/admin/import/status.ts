import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { importJob } from '~/lib/server/catalogue/import/jobs.ts';

/** Merchandisers: an import job's phase, progress (n of total) and, once finished, its report. */
export const GET = serve(
  adminCalls['GET /api/admin/import/status'],
  asStaff('catalogue', async (_ctx, _me, read) => importJob(await getDb(), read.query().id)),
);
