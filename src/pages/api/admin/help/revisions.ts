import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { helpRevisionsOf } from '~/lib/server/content/help.ts';

/** Editors: a page's saved versions, newest first. */
export const GET = serve(
  adminCalls['GET /api/admin/help/revisions'],
  asStaff('content', async (_ctx, _me, read) => helpRevisionsOf(await getDb(), read.query().type)),
);
