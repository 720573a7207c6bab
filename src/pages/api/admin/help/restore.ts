import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { restoreHelpRevision, revisionToRestore } from '~/lib/server/content/help.ts';
import { audited } from '~/lib/server/staff/audit.ts';
import { helpAuditView } from '~/lib/server/admin/snapshots.ts';

/** Editors: publishes an earlier version again as a new revision, from an editor still showing the current one. */
export const POST = serve(
  adminCalls['POST /api/admin/help/restore'],
  asStaff('content', async (ctx, me, read) => {
    const { revisionId, baseRevisionId } = await read.body();
    const db = await getDb();
    const rev = await revisionToRestore(db, revisionId, baseRevisionId);
    const out = await audited(db, me, (tx) => restoreHelpRevision(tx, me.id, revisionId, { baseRevisionId }), {
      action: 'help.restore',
      targetType: 'help',
      targetId: rev.slug,
      label: rev.title,
      note: `恢复版本 #${revisionId}`,
      before: (tx) => helpAuditView(tx, rev.slug),
    });
    return reply(out, '已恢复并发布');
  }),
);
