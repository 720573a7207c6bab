import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { claimForm } from '~/lib/server/aftersales/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** ?orderId= : the order's lines with the quantity and amount still open to after-sales. */
export const GET = serve(aftersalesCalls['GET /api/afterSales/form'], async (ctx, read) => {
  const me = requireUser(ctx);
  return claimForm(await getDb(), me, read.query().orderId);
});
