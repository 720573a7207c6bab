import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireMain } from '~/lib/server/context.ts';
import { listSubAccounts } from '~/lib/server/auth/sub-accounts.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const GET = serve(accountCalls['GET /api/son/list'], async (ctx) => listSubAccounts(await getDb(), requireMain(ctx)));
