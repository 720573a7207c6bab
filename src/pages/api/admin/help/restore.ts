import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { helpRestoreBody } from '../../../../lib/shared/help.ts';
import { helpRevision, restoreHelpRevision } from '../../../../lib/server/content/help.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';
import { helpAuditView } from '../../../../lib/server/admin/snapshots.ts';

/** Editors: publishes an earlier version again as a new revision. */
export const POST = staffHandler('content', async (ctx, me) => {
  const { revisionId } = await readJson(ctx.request, helpRestoreBody);
  const db = await getDb();
  const rev = await helpRevision(db, revisionId);
  const out = await audited(db, me, (tx) => restoreHelpRevision(tx, me.id, revisionId), {
    action: 'help.restore', targetType: 'help', targetId: rev.slug, label: rev.title, note: `恢复版本 #${revisionId}`,
    before: (tx) => helpAuditView(tx, rev.slug),
  });
  return ok(out, '已恢复并发布');
});
