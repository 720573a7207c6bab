import { handler, readQuery } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { canvasQuery } from '../../lib/shared/activities.ts';
import { getTemplate, listTemplates } from '../../lib/server/content/templates.ts';

/** Design templates. Params: category (top category id, 0 = all), page, limit; or id for one template. */
export const GET = handler(async (ctx) => {
  const q = readQuery(ctx.url, canvasQuery);
  const db = await getDb();
  return q.id ? getTemplate(db, q.id) : listTemplates(db, q);
});
