import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { register } from '~/lib/server/auth/accounts.ts';
import { setTokenCookie } from '~/lib/server/auth/cookie.ts';
import { clientUserAgent } from '~/lib/server/context.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** Company registration: creates the company (pending review) and its main account, logged in. */
export const POST = serve(authCalls['POST /api/register'], async ({ request, cookies, url }, read) => {
  const input = await read.body();
  const out = await register(await getDb(), input, clientUserAgent(request));
  setTokenCookie(cookies, url, request, out.token, out.expiresAt);
  return out;
});
