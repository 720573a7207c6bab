import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { staffPasswordBody } from '../../../../lib/server/admin/schemas.ts';
import { setStaffPassword } from '../../../../lib/server/staff/accounts.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Admins: sets a new password for a staff account; its sessions end. (The password itself is never logged.) */
export const POST = staffHandler('staff', async (ctx, me) => {
  const { id, password } = await readJson(ctx.request, staffPasswordBody);
  await audited(await getDb(), me, (tx) => setStaffPassword(tx, id, password), { action: 'staff.password', targetType: 'staff', targetId: id, label: (r) => r.username });
  return ok({ id }, '密码已重设，该员工需重新登录');
});
