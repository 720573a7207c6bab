import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireMain } from '../../../lib/server/context.ts';
import { listSubAccounts } from '../../../lib/server/auth/sub-accounts.ts';

export const GET = handler(async (ctx) => listSubAccounts(await getDb(), requireMain(ctx)));
