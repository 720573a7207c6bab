import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpRevisionQuery } from '../../../lib/shared/help.ts';
import { helpRevision } from '../../../lib/server/content/help.ts';

/** Editors only: one earlier version (Markdown and rendered HTML). */
export const GET = handler(async (ctx) => {
  requireRole(ctx, 'editor');
  return helpRevision(await getDb(), readQuery(ctx.url, helpRevisionQuery).id);
});
