import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requirePermission } from '../../../lib/server/context.ts';
import { listAddresses } from '../../../lib/server/account/addresses.ts';

export const GET = handler(async (ctx) => listAddresses(await getDb(), requirePermission(ctx, 'address')));
