import { serve, reply } from '../../../lib/server/serve.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { saveHelpPage } from '../../../lib/server/content/help.ts';
import { TOPICS, notifyChange } from '../../../lib/server/public-caches.ts';
import { helpCalls } from '../../../lib/shared/contracts/help.ts';

/** Editors only: saves a page (new slug creates it); visitors see it at once. */
export const POST = serve(helpCalls['POST /api/help/save'], async (ctx, read) => {
  const me = requireRole(ctx, 'editor');
  const db = await getDb();
  const saved = await saveHelpPage(db, me.id, await read.body());
  await notifyChange(db, TOPICS.help);
  return reply(saved, '已发布');
});
