import { ok } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { staffHandler } from '../../../lib/server/staff/context.ts';
import { clearStaffCookieHeaders, endStaffSession } from '../../../lib/server/staff/sessions.ts';

/** Ends the staff session and clears both staff cookies. */
export const POST = staffHandler(null, async ({ request, url }, me) => {
  await endStaffSession(await getDb(), me.sessionId);
  const res = ok({ loggedOut: true }, '已退出');
  const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  for (const line of clearStaffCookieHeaders(secure)) res.headers.append('set-cookie', line);
  return res;
});
