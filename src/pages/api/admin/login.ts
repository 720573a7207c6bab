import { handler, readJson } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { staffLoginBody } from '../../../lib/server/admin/schemas.ts';
import { loginStaff } from '../../../lib/server/staff/accounts.ts';
import { staffCookieHeaders } from '../../../lib/server/staff/sessions.ts';
import { clientUserAgent } from '../../../lib/server/context.ts';
import { ok } from '../../../lib/server/http.ts';

/** Staff sign-in (login name or phone + password; 5 failures lock 15 minutes). Sets the staff cookie for /admin and /api/admin. */
export const POST = handler(async ({ request, url }) => {
  const { login, password } = await readJson(request, staffLoginBody);
  const out = await loginStaff(await getDb(), login, password, clientUserAgent(request));
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const res = ok({ staff: out.staff, csrf: out.csrf, expiresAt: out.expiresAt.toISOString() }, '登录成功');
  for (const line of staffCookieHeaders(out.token, out.expiresAt, secure)) res.headers.append('set-cookie', line);
  return res;
});
