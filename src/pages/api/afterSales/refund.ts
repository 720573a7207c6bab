import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { refundProgress } from '~/lib/server/aftersales/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

/** ?orderId= : the refund progress of one order (its after-sales records and totals). */
export const GET = serve(aftersalesCalls['GET /api/afterSales/refund'], async (ctx, read) => {
  const me = requireUser(ctx);
  return refundProgress(await getDb(), me, read.query().orderId);
});
