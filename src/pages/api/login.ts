import { handler, readJson } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { loginSchema } from '../../lib/shared/validation.ts';
import { loginWithPassword } from '../../lib/server/auth/accounts.ts';
import { setTokenCookie } from '../../lib/server/auth/cookie.ts';
import { clientUserAgent } from '../../lib/server/context.ts';

/** Phone + password. Unknown phone and wrong password get the same message; 5 failures lock 15 minutes. */
export const POST = handler(async ({ request, cookies, url }) => {
  const { phone, password } = await readJson(request, loginSchema);
  const out = await loginWithPassword(await getDb(), phone, password, clientUserAgent(request));
  setTokenCookie(cookies, url, request, out.token, out.expiresAt);
  return out;
});
