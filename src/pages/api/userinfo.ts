import { handler } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { userInfo } from '../../lib/server/auth/accounts.ts';
import { requireUser } from '../../lib/server/context.ts';

export const GET = handler(async (ctx) => userInfo(await getDb(), requireUser(ctx).id));
