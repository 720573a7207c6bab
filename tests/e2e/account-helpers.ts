import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, loginByPassword, newPhone, smsCode } from './helpers.ts';

/** A new company registered through the API (its own data, so tests never fight over the demo accounts). */
export async function freshCompany(request: APIRequestContext, password = 'abc12345') {
  const phone = newPhone();
  await request.post('/api/register/verify', { data: { phone, purpose: 'register' } });
  const code = smsCode(phone, 'register');
  const r = await request.post('/api/register', {
    data: { companyName: `浏览器账户${phone}有限公司`, contactName: '测试员', phone, code, password, confirm: password, agree: true },
  });
  const body = await r.json();
  expect(body.status, body.msg).toBe(200);
  return { phone, password, token: body.data.token as string };
}

export async function loginFresh(page: Page, request: APIRequestContext, path: string) {
  const c = await freshCompany(request);
  await loginByPassword(page, c.phone, c.password, path);
  await expect(page).toHaveURL(new RegExp(path + '$'));
  await hydrated(page); // a click before the island hydrates does nothing
  return c;
}

/** axe-core on the current page: no serious or critical violation (the one axe check, tests/e2e/axe.ts). */
export { expectAccessible } from './axe.ts';
