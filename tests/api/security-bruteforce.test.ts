// Brute force under concurrency (the sequential cases are in auth.test.ts and sms.test.ts): parallel password
// guesses still lock the phone, parallel SMS-code guesses spend at most 5 tries, parallel sends give one code.
import { describe, expect, inject, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { lastSmsCode, newPhone, registration } from '../helpers/server.ts';
import { newCompany } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

describe('brute force in parallel', () => {
  it('30 parallel wrong passwords lock the phone: the right one is refused afterwards', async () => {
    const { phone } = await newCompany(base, dataDir, { approve: false });
    const answers = await Promise.all(Array.from({ length: 30 }, () => anon.post('/api/login', { phone, password: 'wrong1234' })));
    expect(answers.every((a) => a.http === 400 || a.http === 429)).toBe(true);
    expect(answers.some((a) => a.status === 200)).toBe(false);
    const right = await anon.post('/api/login', { phone, password: 'abc12345' });
    expect(right.http).toBe(429);
    expect(right.msg).toContain('锁定15分钟');
  });

  it('40 parallel SMS-code guesses: none succeeds, and the real code is dead afterwards', async () => {
    const phone = newPhone();
    const sent = await anon.post('/api/register/verify', { phone, purpose: 'register' });
    expect(sent.status, sent.msg).toBe(200);
    const code = lastSmsCode(dataDir, phone, 'register')!;
    const company = registration(`暴力测试${phone}有限公司`, phone, code);
    const body = (c: string) => ({ ...company, code: c });
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => anon.post('/api/register', body(g))));
    expect(answers.filter((a) => a.status === 200)).toEqual([]);
    expect(answers.every((a) => a.http >= 400 && a.http < 500)).toBe(true);
    const real = await anon.post('/api/register', body(code));
    expect(real.status).not.toBe(200);
  });

  it('20 parallel code requests for one phone send one code', async () => {
    const { phone } = await newCompany(base, dataDir, { approve: false });
    const answers = await Promise.all(Array.from({ length: 20 }, () => anon.post('/api/register/verify', { phone, purpose: 'login' })));
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((a) => a.http < 500)).toBe(true);
  });
});
