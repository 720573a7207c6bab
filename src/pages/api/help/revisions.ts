import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireRole } from '../../../lib/server/context.ts';
import { helpTypeQuery } from '../../../lib/shared/help.ts';
import { helpRevisionsOf } from '../../../lib/server/content/help.ts';

export const GET = handler(async (ctx) => {
  requireRole(ctx, 'editor');
  return helpRevisionsOf(await getDb(), readQuery(ctx.url, helpTypeQuery).type);
});
