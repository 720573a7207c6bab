import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpRestoreBody } from '../../../lib/shared/help.ts';
import { restoreHelpRevision } from '../../../lib/server/content/help.ts';
import { TOPICS, notifyChange } from '../../../lib/server/public-caches.ts';

/** Editors only: publishes an earlier version again as a new revision. */
export const POST = handler(async (ctx) => {
  const me = requireRole(ctx, 'editor');
  const { revisionId } = await readJson(ctx.request, helpRestoreBody);
  const db = await getDb();
  const restored = await restoreHelpRevision(db, me.id, revisionId);
  await notifyChange(db, TOPICS.help);
  return ok(restored, '已恢复并发布');
});
