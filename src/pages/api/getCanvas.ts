import { handler, readQuery } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { canvasQuery } from '../../lib/shared/activities.ts';
import { listTemplates } from '../../lib/server/content/templates.ts';

/** Design templates. Params: category (top category id, 0 = all), page, limit; or id for one template. */
export const GET = handler(async (ctx) => listTemplates(await getDb(), readQuery(ctx.url, canvasQuery)));
