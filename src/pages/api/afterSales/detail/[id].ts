import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { asDetail } from '~/lib/server/aftersales/read.ts';
import { aftersalesCalls } from '~/lib/shared/contracts/aftersales.ts';

export const GET = serve(aftersalesCalls['GET /api/afterSales/detail/[id]'], async (ctx, read) => {
  const me = requireUser(ctx);
  return asDetail(await getDb(), me, read.params().id);
});
