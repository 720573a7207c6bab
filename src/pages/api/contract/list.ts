import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { listContracts } from '~/lib/server/contracts/read.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** ?keyword=(contract or order number)&page=&limit= */
export const GET = serve(orderCalls['GET /api/contract/list'], async (ctx, read) => {
  const me = requireUser(ctx);
  return listContracts(await getDb(), me, read.query());
});
