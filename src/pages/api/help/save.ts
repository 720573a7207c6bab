import { handler, readJson, ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpSaveBody } from '../../../lib/shared/help.ts';
import { saveHelpPage } from '../../../lib/server/content/help.ts';
import { TOPICS, notifyChange } from '../../../lib/server/public-caches.ts';

/** Editors only: saves a page (new slug creates it); visitors see it at once. */
export const POST = handler(async (ctx) => {
  const me = requireRole(ctx, 'editor');
  const input = await readJson(ctx.request, helpSaveBody);
  const db = await getDb();
  const saved = await saveHelpPage(db, me.id, input);
  await notifyChange(db, TOPICS.help);
  return ok(saved, '已发布');
});
