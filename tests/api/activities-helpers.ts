// Shared by the activity API tests: registering fresh companies (still under review) through the real API.
import { expect } from 'vitest';
import { client } from '../helpers/client.ts';
import { lastSmsCode, newPhone, registration } from '../helpers/server.ts';

export async function freshCompany(base: string, dataDir: string) {
  const anon = client(base);
  const phone = newPhone();
  const sent = await anon.post('/api/register/verify', { phone, purpose: 'register' });
  expect(sent.status, sent.msg).toBe(200);
  const code = lastSmsCode(dataDir, phone, 'register')!;
  const r = await anon.post('/api/register', registration(`活动测试${phone}有限公司`, phone, code));
  expect(r.status, r.msg).toBe(200);
  return { phone, api: client(base, r.data.token as string) };
}
