import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listFootprints } from '~/lib/server/account/footprints.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** My browsing history grouped by day, newest first (query page, limit). */
export const GET = serve(accountCalls['GET /api/collect/foot'], async (ctx, read) => {
  const me = requireUser(ctx);
  return listFootprints(await getDb(), me, read.query());
});
