import { serve } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpRevisionsOf } from '../../../lib/server/content/help.ts';
import { helpCalls } from '../../../lib/shared/contracts/help.ts';

export const GET = serve(helpCalls['GET /api/help/revisions'], async (ctx, read) => {
  requireRole(ctx, 'editor');
  return helpRevisionsOf(await getDb(), read.query().type);
});
