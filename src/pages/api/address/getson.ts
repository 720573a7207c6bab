import { serve } from '~/lib/server/serve.ts';
import { requireUser } from '~/lib/server/context.ts';
import { regionChildren } from '~/lib/server/account/regions.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** Children of one region (body pid: '' or 0 for the provinces, a province code for its cities, a city code for its districts). */
export const POST = serve(accountCalls['POST /api/address/getson'], async (ctx, read) => {
  requireUser(ctx);
  const { pid } = await read.body();
  return regionChildren(pid);
});
