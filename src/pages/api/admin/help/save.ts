import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { saveHelpPage } from '~/lib/server/content/help.ts';
import { audited } from '~/lib/server/staff/audit.ts';
import { helpAuditView } from '~/lib/server/admin/snapshots.ts';

/** Editors: saves a page (a new slug creates it); visitors see it at once. */
export const POST = serve(
  adminCalls['POST /api/admin/help/save'],
  asStaff('content', async (ctx, me, read) => {
    const input = await read.body();
    const out = await audited(await getDb(), me, (tx) => saveHelpPage(tx, me.id, input), {
      action: 'help.save',
      targetType: 'help',
      targetId: input.slug,
      label: input.title,
      note: input.note,
      before: (tx) => helpAuditView(tx, input.slug),
    });
    return reply(out, '已发布');
  }),
);
