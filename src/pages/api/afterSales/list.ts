import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listAs } from '~/lib/server/aftersales/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** ?state=all|open|done&orderId=&page=&limit= */
export const GET = serve(aftersalesCalls['GET /api/afterSales/list'], async (ctx, read) => {
  const me = requireUser(ctx);
  return listAs(await getDb(), me, read.query());
});
