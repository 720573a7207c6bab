import { serve, reply } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { restoreHelpRevision } from '../../../lib/server/content/help.ts';
import { helpCalls } from '../../../lib/shared/contracts/help.ts';

/** Editors only: publishes an earlier version again as a new revision. */
export const POST = serve(helpCalls['POST /api/help/restore'], async (ctx, read) => {
  const me = requireRole(ctx, 'editor');
  const { revisionId } = await read.body();
  return reply(await restoreHelpRevision(await getDb(), me.id, revisionId), '已恢复并发布');
});
