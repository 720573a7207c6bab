import { handler } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { endSession } from '../../lib/server/auth/sessions.ts';
import { clearTokenCookie } from '../../lib/server/auth/cookie.ts';

/** Ends the current session (idempotent: a visitor's logout also succeeds). */
export const POST = handler(async ({ locals, cookies }) => {
  if (locals.user) await endSession(await getDb(), locals.user.sessionId);
  clearTokenCookie(cookies);
  return { loggedOut: true };
});
