import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { getTemplate, listTemplates } from '~/lib/server/content/templates.ts';
import { activityCalls } from '~/lib/shared/contracts/activities.ts';

/** Design templates. Params: category (top category id, 0 = all), page, limit; or id for one template. */
export const GET = serve(activityCalls['GET /api/getCanvas'], async (_ctx, read) => {
  const q = read.query();
  const db = await getDb();
  return q.id ? getTemplate(db, q.id) : listTemplates(db, q);
});
