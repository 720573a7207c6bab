import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { pageConfig } from '~/lib/server/storefront/page-config.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';

/** Page configuration for terminal 1 (PC): data.json is a JSON string of NavType and Footer items. */
export const GET = serve(storeCalls['GET /api/page/config'], async (_ctx, read) => {
  read.query();
  return pageConfig(await getDb(), 1);
});
