import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { userInfo } from '~/lib/server/auth/accounts.ts';
import { requireUser } from '~/lib/server/context.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

export const GET = serve(authCalls['GET /api/userinfo'], async (ctx) => userInfo(await getDb(), requireUser(ctx).id));
