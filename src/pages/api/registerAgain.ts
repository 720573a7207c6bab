import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { assertMayResubmit, registerAgain } from '~/lib/server/auth/accounts.ts';
import { requireUser } from '~/lib/server/context.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** A rejected company resubmits its registration for review. */
export const POST = serve(authCalls['POST /api/registerAgain'], async (ctx, read) => {
  // refused before the body is read, so a sub-account learns nothing from validation messages
  const me = requireUser(ctx);
  assertMayResubmit(me);
  return registerAgain(await getDb(), me, await read.body());
});
