import { handler, readQuery } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { listMyCoupons } from '../../../lib/server/account/coupons.ts';
import { couponsQuerySchema } from '../../../lib/shared/account-lists.ts';

/** My coupons by tab (query status: 0 unused, 1 used, 2 expired; page, limit), with the count of each tab. */
export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  return listMyCoupons(await getDb(), me, readQuery(ctx.url, couponsQuerySchema));
});
