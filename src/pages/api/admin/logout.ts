import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { ok } from '~/lib/server/http.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { isHttps } from '~/lib/server/proxy.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { clearStaffCookieHeaders, endStaffSession } from '~/lib/server/staff/sessions.ts';
import { signInOut } from '~/lib/server/staff/accounts.ts';
import { writeAudit } from '~/lib/server/staff/audit.ts';

/** Ends the staff session (recorded in the audit log) and clears both staff cookies. */
export const POST = serve(
  adminCalls['POST /api/admin/logout'],
  asStaff(
    null,
    async ({ request, url }, me, read) => {
      await read.body();
      const db = await getDb();
      await db.transaction(async (tx) => {
        await endStaffSession(tx as unknown as typeof db, me.sessionId);
        await writeAudit(tx, me, signInOut(me, 'staff.logout'));
      });
      const res = ok({ loggedOut: true }, '已退出');
      for (const line of clearStaffCookieHeaders(isHttps(request, url))) res.headers.append('set-cookie', line);
      return res;
    },
    false,
  ),
);
