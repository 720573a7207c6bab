import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listMyCoupons } from '~/lib/server/account/coupons.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** My coupons by tab (query status: 0 unused, 1 used, 2 expired; page, limit), with the count of each tab. */
export const GET = serve(accountCalls['GET /api/coupons/user'], async (ctx, read) => {
  const me = requireUser(ctx);
  return listMyCoupons(await getDb(), me, read.query());
});
