import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { loginWithPassword } from '~/lib/server/auth/accounts.ts';
import { setTokenCookie } from '~/lib/server/auth/cookie.ts';
import { clientUserAgent } from '~/lib/server/context.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** Phone + password. Unknown phone and wrong password get the same message; 5 failures lock 15 minutes. */
export const POST = serve(authCalls['POST /api/login'], async ({ request, cookies, url }, read) => {
  const { phone, password } = await read.body();
  const out = await loginWithPassword(await getDb(), phone, password, clientUserAgent(request));
  setTokenCookie(cookies, url, request, out.token, out.expiresAt);
  return out;
});
