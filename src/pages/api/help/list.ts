import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { helpIndex } from '~/lib/server/content/help.ts';
import { helpCalls } from '~/lib/shared/contracts/help.ts';

/** Help categories and their pages. */
export const GET = serve(helpCalls['GET /api/help/list'], async () => helpIndex(await getDb()));
