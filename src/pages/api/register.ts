import { handler, readJson } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { registerSchema } from '../../lib/shared/validation.ts';
import { register } from '../../lib/server/auth/accounts.ts';
import { setTokenCookie } from '../../lib/server/auth/cookie.ts';
import { clientUserAgent } from '../../lib/server/context.ts';

/** Company registration: creates the company (pending review) and its main account, logged in. */
export const POST = handler(async ({ request, cookies, url }) => {
  const input = await readJson(request, registerSchema);
  const out = await register(await getDb(), input, clientUserAgent(request));
  setTokenCookie(cookies, url, request, out.token, out.expiresAt);
  return out;
});
