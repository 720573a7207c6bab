import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { pageConfig, pageConfigQuerySchema } from '../../../lib/server/storefront/page-config.ts';

/** Page configuration for terminal 1 (PC): data.json is a JSON string of NavType and Footer items. */
export const GET = handler(async (ctx) => {
  readQuery(ctx.url, pageConfigQuerySchema);
  return pageConfig(await getDb(), 1);
});
