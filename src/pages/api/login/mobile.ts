import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { loginWithCode } from '~/lib/server/auth/accounts.ts';
import { setTokenCookie } from '~/lib/server/auth/cookie.ts';
import { clientUserAgent } from '~/lib/server/context.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';

/** Phone + SMS code. */
export const POST = serve(authCalls['POST /api/login/mobile'], async ({ request, cookies, url }, read) => {
  const { phone, code } = await read.body();
  const out = await loginWithCode(await getDb(), phone, code, clientUserAgent(request));
  setTokenCookie(cookies, url, request, out.token, out.expiresAt);
  return out;
});
