import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requirePermission } from '~/lib/server/context.ts';
import { listAddresses } from '~/lib/server/account/addresses.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

export const GET = serve(accountCalls['GET /api/address/list'], async (ctx) =>
  listAddresses(await getDb(), requirePermission(ctx, 'address')),
);
