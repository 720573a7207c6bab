import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { helpSaveBody } from '../../../../lib/shared/help.ts';
import { saveHelpPage } from '../../../../lib/server/content/help.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';
import { helpAuditView } from '../../../../lib/server/admin/snapshots.ts';

/** Editors: saves a page (a new slug creates it); visitors see it at once. */
export const POST = staffHandler('content', async (ctx, me) => {
  const input = await readJson(ctx.request, helpSaveBody);
  const out = await audited(await getDb(), me, (tx) => saveHelpPage(tx, me.id, input), {
    action: 'help.save', targetType: 'help', targetId: input.slug, label: input.title, note: input.note,
    before: (tx) => helpAuditView(tx, input.slug),
  });
  return ok(out, '已发布');
});
