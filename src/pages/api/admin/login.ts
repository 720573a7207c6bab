import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { ok } from '~/lib/server/http.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { isHttps } from '~/lib/server/proxy.ts';
import { loginStaff } from '~/lib/server/staff/accounts.ts';
import { staffCookieHeaders } from '~/lib/server/staff/sessions.ts';
import { clientUserAgent } from '~/lib/server/context.ts';

/** Staff sign-in (login name or phone + password; 5 failures lock 15 minutes). Sets the staff cookie for /admin and /api/admin. */
export const POST = serve(adminCalls['POST /api/admin/login'], async ({ request, url }, read) => {
  const { login, password } = await read.body();
  const out = await loginStaff(await getDb(), login, password, clientUserAgent(request));
  const res = ok({ staff: out.staff, csrf: out.csrf, expiresAt: out.expiresAt.toISOString() }, '登录成功');
  for (const line of staffCookieHeaders(out.token, out.expiresAt, isHttps(request, url))) res.headers.append('set-cookie', line);
  return res;
});
