import { serve } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpSource } from '../../../lib/server/content/help.ts';
import { helpCalls } from '../../../lib/shared/contracts/help.ts';

/** Editors only: the Markdown source of a page and the revision it is at. */
export const GET = serve(helpCalls['GET /api/help/source'], async (ctx, read) => {
  requireRole(ctx, 'editor');
  return helpSource(await getDb(), read.query().type);
});
