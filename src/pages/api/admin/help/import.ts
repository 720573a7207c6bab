import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { helpTypeQuery } from '../../../../lib/shared/help.ts';
import { republishHelpFile } from '../../../../lib/server/content/help.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';
import { helpAuditView } from '../../../../lib/server/admin/snapshots.ts';
import { z } from 'zod';

/** Editors: publishes the repository's file of a page again (src/content/help/<slug>.md), as `ops help:import`. */
export const POST = staffHandler('content', async (ctx, me) => {
  const { type } = await readJson(ctx.request, z.strictObject({ type: helpTypeQuery.shape.type }));
  const out = await audited(await getDb(), me, (tx) => republishHelpFile(tx, me.id, type), {
    action: 'help.import', targetType: 'help', targetId: type, label: type, before: (tx) => helpAuditView(tx, type),
  });
  return ok(out, '已从仓库文件发布');
});
