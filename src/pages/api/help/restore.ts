import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpRestoreBody } from '../../../lib/shared/help.ts';
import { restoreHelpRevision } from '../../../lib/server/content/help.ts';

/** Editors only: publishes an earlier version again as a new revision. */
export const POST = handler(async (ctx) => {
  const me = requireRole(ctx, 'editor');
  const { revisionId } = await readJson(ctx.request, helpRestoreBody);
  return ok(await restoreHelpRevision(await getDb(), me.id, revisionId), '已恢复并发布');
});
