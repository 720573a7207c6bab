import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { helpRevision } from '~/lib/server/content/help.ts';

/** Editors: one earlier version (Markdown and rendered HTML). */
export const GET = serve(
  adminCalls['GET /api/admin/help/revision'],
  asStaff('content', async (_ctx, _me, read) => helpRevision(await getDb(), read.query().id)),
);
