import { serve, reply } from '~/lib/server/serve.ts';
import { requireUser } from '~/lib/server/context.ts';
import { regionTree } from '~/lib/server/account/regions.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** The whole province → city → district tree; it changes only with a new release, so browsers may keep it a day. */
export const GET = serve(accountCalls['GET /api/city_list'], async (ctx) => {
  requireUser(ctx);
  return reply(regionTree(), 'success', { 'cache-control': 'private, max-age=86400' });
});
