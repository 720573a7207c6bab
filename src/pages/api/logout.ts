import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { endSession } from '~/lib/server/auth/sessions.ts';
import { clearTokenCookie } from '~/lib/server/auth/cookie.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** Ends the current session (idempotent: a visitor's logout also succeeds). */
export const POST = serve(authCalls['POST /api/logout'], async ({ locals, cookies }) => {
  if (locals.user) await endSession(await getDb(), locals.user.sessionId);
  clearTokenCookie(cookies);
  return { loggedOut: true as const };
});
