import { serve, reply } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { saveHelpPage } from '../../../lib/server/content/help.ts';
import { helpCalls } from '../../../lib/shared/contracts/help.ts';

/** Editors only: saves a page (new slug creates it); visitors see it at once. */
export const POST = serve(helpCalls['POST /api/help/save'], async (ctx, read) => {
  const me = requireRole(ctx, 'editor');
  return reply(await saveHelpPage(await getDb(), me.id, await read.body()), '已发布');
});
