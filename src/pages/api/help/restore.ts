import { serve, reply } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { restoreHelpRevision } from '../../../lib/server/content/help.ts';
import { TOPICS, notifyChange } from '../../../lib/server/public-caches.ts';
import { helpCalls } from '../../../lib/shared/contracts/help.ts';

/** Editors only: publishes an earlier version again as a new revision. */
export const POST = serve(helpCalls['POST /api/help/restore'], async (ctx, read) => {
  const me = requireRole(ctx, 'editor');
  const { revisionId } = await read.body();
  const db = await getDb();
  const restored = await restoreHelpRevision(db, me.id, revisionId);
  await notifyChange(db, TOPICS.help);
  return reply(restored, '已恢复并发布');
});
