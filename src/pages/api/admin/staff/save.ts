import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { badRequest } from '~/lib/server/http.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { staffView } from '~/lib/server/staff/accounts.ts';
import { decide } from '~/lib/server/staff/decisions.ts';

/** Admins: creates a staff account (no id: login name and password required) or changes name, phone, roles, status. */
export const POST = serve(
  adminCalls['POST /api/admin/staff/save'],
  asStaff('staff', async (ctx, me, read) => {
    const input = await read.body();
    const db = await getDb();
    if (!input.id) {
      if (!input.username || !input.password) throw badRequest('新建员工需要登录名和初始密码');
      const { username, password } = input;
      const row = await decide['staff.create'](db, me, {
        username,
        name: input.name,
        phone: input.phone || null,
        roles: input.roles,
        password,
      });
      return reply(staffView(row), '已新建员工账号');
    }
    if (input.username || input.password) throw badRequest('登录名不能修改；重设密码请使用“重设密码”');
    const id = input.id;
    const row = await decide['staff.update'](db, me, {
      id,
      patch: { name: input.name, phone: input.phone || null, roles: input.roles, status: input.status },
      version: input.version,
    });
    return reply(staffView(row), '已保存');
  }),
);
