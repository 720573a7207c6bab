// SMS code rules on a server of their own, with a 1-second resend interval so a test can send several codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login } from '../helpers/client.ts';
import { lastSmsCode, newPhone, registration, startServer, type TestServer } from '../helpers/server.ts';
import { PHONE_NOT_REGISTERED, PHONE_REGISTERED } from '../../src/lib/shared/messages.ts';

let srv: TestServer;
let anon: ReturnType<typeof client>;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  srv = await startServer({ env: { SMS_RESEND_SECONDS: '1', SEED: '1' } });
  anon = client(srv.url);
});
afterAll(() => srv?.stop());

async function send(phone: string, purpose: string) {
  const r = await anon.post('/api/register/verify', { phone, purpose });
  expect(r.status, r.msg).toBe(200);
  expect(JSON.stringify(r)).not.toContain(lastSmsCode(srv.dataDir, phone, purpose)!);
  return lastSmsCode(srv.dataDir, phone, purpose)!;
}

async function register(phone: string) {
  const code = await send(phone, 'register');
  const r = await anon.post('/api/register', registration(`短信测试${phone}公司`, phone, code));
  expect(r.status, r.msg).toBe(200);
  return r.data.token as string;
}

describe('SMS codes', () => {
  it('the log driver writes {phone,purpose,code,at} and the answer never holds the code', async () => {
    const phone = newPhone();
    await send(phone, 'register');
    const line = (await import('node:fs')).readFileSync(`${srv.dataDir}/sms-outbox.jsonl`, 'utf8').trim().split('\n').pop()!;
    expect(Object.keys(JSON.parse(line)).sort()).toEqual(['at', 'code', 'phone', 'purpose']);
  });

  it('a code is single use', async () => {
    const phone = newPhone();
    await register(phone);
    await wait(1100);
    const code = await send(phone, 'login');
    expect((await anon.post('/api/login/mobile', { phone, code })).status).toBe(200);
    const reuse = await anon.post('/api/login/mobile', { phone, code });
    expect(reuse.http).toBe(400);
    expect(reuse.msg).toBe('验证码已失效，请重新获取');
    // Named as the code's, for the form to show it under 验证码 (it was a toast that went by).
    expect(reuse.data).toEqual({ field: 'code' });
  });

  it('a code dies after 5 wrong tries, even the right one afterwards', async () => {
    const phone = newPhone();
    await register(phone);
    await wait(1100);
    const code = await send(phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 8 }, () => anon.post('/api/login/mobile', { phone, code: wrong })));
    expect(answers.every((a) => a.http === 400)).toBe(true);
    const right = await anon.post('/api/login/mobile', { phone, code });
    expect(right.http).toBe(400);
    expect(right.msg).toMatch(/验证码错误次数过多|验证码已失效/);
    expect(answers.map((a) => a.data)).toEqual(answers.map(() => ({ field: 'code' })));
  });

  it('a newer code replaces the older one', async () => {
    const phone = newPhone();
    await register(phone);
    await wait(1100);
    const first = await send(phone, 'login');
    await wait(1100);
    const second = await send(phone, 'login');
    if (first !== second) expect((await anon.post('/api/login/mobile', { phone, code: first })).http).toBe(400);
    expect((await anon.post('/api/login/mobile', { phone, code: second })).status).toBe(200);
  });

  it('at most 5 codes per phone per hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      await send(phone, 'register');
      await wait(1050);
    }
    const sixth = await anon.post('/api/register/verify', { phone, purpose: 'register' });
    expect(sixth.http).toBe(429);
    expect(sixth.msg).toBe('验证码发送次数过多，请1小时后再试');
  });

  it('register needs an unregistered phone; login and reset need a registered one', async () => {
    const phone = newPhone();
    const unknown = await anon.post('/api/register/verify', { phone, purpose: 'login' });
    expect(unknown.msg).toBe(PHONE_NOT_REGISTERED);
    expect(unknown.data).toEqual({ field: 'phone' });
    await register(phone);
    await wait(1100);
    // It named no field: the form could not put it under 手机号, the number it is about.
    const taken = await anon.post('/api/register/verify', { phone, purpose: 'register' });
    expect([taken.http, taken.msg, taken.data]).toEqual([409, PHONE_REGISTERED, { field: 'phone' }]);
  });

  it('reset by SMS code changes the password and ends every session', async () => {
    const phone = newPhone();
    const token = await register(phone);
    const other = await login(srv.url, phone, 'abc12345');
    await wait(1100);
    const code = await send(phone, 'reset');
    const bad = await anon.post('/api/register/reset', { phone, code, password: 'xyz98765', confirm: 'xyz98764' });
    expect(bad.msg).toBe('两次密码需一致');
    const r = await anon.post('/api/register/reset', { phone, code, password: 'xyz98765', confirm: 'xyz98765' });
    expect(r.status, r.msg).toBe(200);
    expect((await client(srv.url, token).get('/api/userinfo')).http).toBe(401);
    expect((await other.api.get('/api/userinfo')).http).toBe(401);
    await login(srv.url, phone, 'xyz98765');
  });

  it('the 6th wrong password within 15 minutes is refused even when right: the phone is locked', async () => {
    const phone = newPhone();
    await register(phone);
    for (let i = 0; i < 5; i++) expect((await anon.post('/api/login', { phone, password: 'wrong1234' })).msg).toBe('手机号或密码错误');
    const locked = await anon.post('/api/login', { phone, password: 'abc12345' });
    expect(locked.http).toBe(429);
    expect(locked.msg).toContain('锁定15分钟');
  });
});
