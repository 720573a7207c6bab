import { serve } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpRevision } from '../../../lib/server/content/help.ts';
import { helpCalls } from '../../../lib/shared/contracts/help.ts';

/** Editors only: one earlier version (Markdown and rendered HTML). */
export const GET = serve(helpCalls['GET /api/help/revision'], async (ctx, read) => {
  requireRole(ctx, 'editor');
  return helpRevision(await getDb(), read.query().id);
});
