// Demo staff: one account per back-office role (password demo1234), signing in at /admin/login.
import type { Tx } from '~/lib/server/db/client.ts';
import { staff } from '~/lib/server/db/schema/index.ts';
import { hashPassword } from '~/lib/server/auth/password.ts';
import { DEMO_PASSWORD } from './accounts.ts';

export const DEMO_STAFF = [
  { username: 'admin', phone: '13600000000', name: '系统管理员', roles: ['admin'] },
  { username: 'operator', phone: '13600000001', name: '运营王敏', roles: ['operator'] },
  { username: 'merchandiser', phone: '13600000002', name: '商品陈晨', roles: ['merchandiser'] },
  { username: 'editor', phone: '13700000000', name: '内容编辑', roles: ['editor'] },
] as const;

export async function seedStaff(tx: Tx) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx.insert(staff).values(DEMO_STAFF.map((s) => ({ ...s, roles: [...s.roles], passwordHash })));
}
