// Operator commands for back-office staff accounts (the same decisions the /admin/staff page makes, logged as 命令行).
import { listStaff, staffByRef, staffView, withRole } from '../../src/lib/server/staff/accounts.ts';
import { decide } from '../../src/lib/server/staff/decisions.ts';
import { COMMAND_LINE } from '../../src/lib/server/staff/audit.ts';
import { parseStaffRole, STAFF_ROLES, ROLE_NAMES } from '../../src/lib/shared/staff-roles.ts';
import { PASSWORD_RE, MSG } from '../../src/lib/shared/validation.ts';

const fail = (msg) => Object.assign(new Error(msg), { http: 400 });
const text = (v) => (v === undefined || v === true ? '' : String(Array.isArray(v) ? v.at(-1) : v));
const ROLE_LIST = STAFF_ROLES.map((r) => `${r}=${ROLE_NAMES[r]}`).join('，');

function roles(v) {
  return text(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const r = parseStaffRole(s);
      if (!r) throw fail(`未知角色：${s}（可选：${ROLE_LIST}）`);
      return r;
    });
}

function password(v) {
  const p = text(v);
  if (!PASSWORD_RE.test(p)) throw fail(MSG.passwordRule);
  return p;
}

const line = (s) =>
  [`#${s.id}`, s.username, s.phone || '-', s.name, s.roleNames.join('、') || '（无角色）', s.status === 1 ? '启用' : '停用'].join('\t');

export const commands = {
  'staff:list': {
    usage: 'staff:list',
    description: '列出后台员工账号：ID、登录名、手机号、姓名、角色、状态',
    async run(db) {
      return (await listStaff(db)).map(line).join('\n') || '暂无员工账号';
    },
  },
  'staff:add': {
    usage: 'staff:add <登录名> --name 姓名 --password 密码 --role operator,editor [--phone 手机号]',
    description: `新建后台员工账号（在 /admin/login 登录）。角色：${ROLE_LIST}`,
    async run(db, args) {
      const [username] = args._;
      if (!username || !text(args.name))
        throw fail('用法：staff:add <登录名> --name 姓名 --password 密码 --role operator [--phone 手机号]');
      const s = await decide['staff.create'](db, COMMAND_LINE, {
        username,
        name: text(args.name),
        phone: text(args.phone) || null,
        roles: roles(args.role),
        password: password(args.password),
      });
      return `已新建：${line(staffView(s))}`;
    },
  },
  'staff:role': {
    usage: 'staff:role <登录名|手机号|#ID> <角色> [--remove]',
    description: `授予（或以 --remove 收回）一个角色；收回角色会结束该员工的登录。角色：${ROLE_LIST}`,
    async run(db, args) {
      const [ref, role] = args._;
      const r = role ? parseStaffRole(role) : null;
      if (!ref || !r) throw fail(`用法：staff:role <登录名|手机号|#ID> <角色> [--remove]（角色：${ROLE_LIST}）`);
      const s = await staffByRef(db, ref);
      const patch = { roles: withRole(s.roles, r, args.remove === true) };
      return line(staffView(await decide['staff.update'](db, COMMAND_LINE, { id: s.id, patch })));
    },
  },
  'staff:password': {
    usage: 'staff:password <登录名|手机号|#ID> <新密码>',
    description: '重设员工密码（该员工的登录全部结束）',
    async run(db, args) {
      const [ref, pw] = args._;
      if (!ref || !pw) throw fail('用法：staff:password <登录名|手机号|#ID> <新密码>');
      const s = await staffByRef(db, ref);
      await decide['staff.password'](db, COMMAND_LINE, { id: s.id, password: password(pw) });
      return `${s.username} 的密码已重设`;
    },
  },
  'staff:disable': {
    usage: 'staff:disable <登录名|手机号|#ID> [--enable]',
    description: '停用（或以 --enable 启用）员工账号；停用会结束其登录',
    async run(db, args) {
      const [ref] = args._;
      if (!ref) throw fail('用法：staff:disable <登录名|手机号|#ID> [--enable]');
      const s = await staffByRef(db, ref);
      await decide['staff.update'](db, COMMAND_LINE, { id: s.id, patch: { status: args.enable === true ? 1 : 0 } });
      return `${s.username} 已${args.enable === true ? '启用' : '停用'}`;
    },
  },
};
