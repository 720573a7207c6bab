import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { helpSource } from '~/lib/server/content/help.ts';

/** Editors: the Markdown source of a page and the revision it is at. */
export const GET = serve(
  adminCalls['GET /api/admin/help/source'],
  asStaff('content', async (_ctx, _me, read) => helpSource(await getDb(), read.query().type)),
);
