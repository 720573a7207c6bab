import { serve } from '~/lib/server/serve.ts';
import { requireMain } from '~/lib/server/context.ts';
import { identityList } from '~/lib/server/auth/sub-accounts.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const GET = serve(accountCalls['GET /api/son/identity/list'], async (ctx) => {
  requireMain(ctx);
  return identityList();
});
