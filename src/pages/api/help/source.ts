import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpTypeQuery } from '../../../lib/shared/help.ts';
import { helpSource } from '../../../lib/server/content/help.ts';

/** Editors only: the Markdown source of a page and the revision it is at. */
export const GET = handler(async (ctx) => {
  requireRole(ctx, 'editor');
  return helpSource(await getDb(), readQuery(ctx.url, helpTypeQuery).type);
});
