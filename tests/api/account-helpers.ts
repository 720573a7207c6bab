// Shared set-up for the account-centre API tests: fresh companies, so the demo data stays as seeded.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { client } from '../helpers/client.ts';
import { lastSmsCode, newPhone, registration } from '../helpers/server.ts';

export async function freshCompany(base: string, dataDir: string, password = 'abc12345') {
  const anon = client(base);
  const phone = newPhone();
  const sent = await anon.post('/api/register/verify', { phone, purpose: 'register' });
  expect(sent.status, sent.msg).toBe(200);
  const code = lastSmsCode(dataDir, phone, 'register');
  const r = await anon.post('/api/register', registration(`账户测试${phone}有限公司`, phone, code!, password));
  expect(r.status, r.msg).toBe(200);
  return { phone, password, token: r.data.token as string, api: client(base, r.data.token), user: r.data.userInfo };
}

/** Every file under DATA_DIR/uploads (to prove a refused upload wrote nothing). */
export function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}

/** A valid address body in 上海市 浦东新区. */
export const SHANGHAI = { provinceCode: '310000', cityCode: '310100', districtCode: '310115' };
export const address = (over: Record<string, unknown> = {}) => ({
  realName: '王收货',
  phone: '13912345678',
  ...SHANGHAI,
  detail: '张江高科技园区碧波路690号3楼',
  ...over,
});
