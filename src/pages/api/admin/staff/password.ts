import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Admins: sets a new password for a staff account; its sessions end. (The password itself is never logged.) */
export const POST = serve(
  adminCalls['POST /api/admin/staff/password'],
  asStaff('staff', async (ctx, me, read) => {
    const { id, password } = await read.body();
    await decide['staff.password'](await getDb(), me, { id, password });
    return reply({ id }, '密码已重设，该员工需重新登录');
  }),
);
