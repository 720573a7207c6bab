import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { ok } from '~/lib/server/http.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { isHttps } from '~/lib/server/proxy.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { clearStaffCookieHeaders } from '~/lib/server/staff/sessions.ts';
import { logoutStaff } from '~/lib/server/staff/accounts.ts';

/** Ends the staff session (recorded in the audit log) and clears both staff cookies. */
export const POST = serve(
  adminCalls['POST /api/admin/logout'],
  asStaff(
    null,
    async ({ request, url }, me, read) => {
      await read.body();
      await logoutStaff(await getDb(), me);
      const res = ok({ loggedOut: true }, '已退出');
      for (const line of clearStaffCookieHeaders(isHttps(request, url))) res.headers.append('set-cookie', line);
      return res;
    },
    false,
  ),
);
