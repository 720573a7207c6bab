import { handler, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { loginMobileSchema } from '../../../lib/shared/validation.ts';
import { loginWithCode } from '../../../lib/server/auth/accounts.ts';
import { setTokenCookie } from '../../../lib/server/auth/cookie.ts';
import { clientUserAgent } from '../../../lib/server/context.ts';

/** Phone + SMS code. */
export const POST = handler(async ({ request, cookies, url }) => {
  const { phone, code } = await readJson(request, loginMobileSchema);
  const out = await loginWithCode(await getDb(), phone, code, clientUserAgent(request));
  setTokenCookie(cookies, url, request, out.token, out.expiresAt);
  return out;
});
