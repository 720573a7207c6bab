// Helpers for the storefront browser tests: a fresh company logged in through the login page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newPhone, registration, smsCode } from './helpers.ts';

export async function freshBuyer(page: Page, request: APIRequestContext): Promise<string> {
  const phone = newPhone();
  await request.post('/api/register/verify', { data: { phone, purpose: 'register' } });
  const reg = await request.post('/api/register', { data: registration(`浏览器购物${phone}有限公司`, phone, smsCode(phone, 'register')) });
  expect((await reg.json()).status).toBe(200);
  await loginAs(page, phone, 'abc12345');
  return phone;
}

/**
 * Logs in through the login call (the page's context keeps its session cookie) and stores the token and
 * user the way the login page does. The login form itself is covered by auth.spec.ts; going through the call
 * avoids typing into the form before its island has hydrated.
 */
export async function loginAs(page: Page, phone: string, password: string) {
  const r = await (await page.request.post('/api/login', { data: { phone, password } })).json();
  expect(r.status, r.msg).toBe(200);
  await page.goto('/indexpage/sceneList');
  await page.evaluate(({ token, userInfo }) => {
    localStorage.setItem('qili-token', token);
    localStorage.setItem('messageStore', JSON.stringify({ userInfo, hotKey: [], cartNum: 0 }));
  }, r.data);
}

/** A product of a goods type, as the list call answers it. */
export async function productOf(request: APIRequestContext, goodsType: number, index = 0) {
  const r = await request.get(`/api/products?goodsType=${goodsType}&sort=sales&limit=20`);
  return (await r.json()).data.list[index] as { id: number; code: string; storeName: string; price: number; qiliGoodsTypeId: number };
}

export const detailPath = (p: { id: number; storeName: string }) =>
  `/productDetail?productId=${p.id}&name=${encodeURIComponent(p.storeName)}`;
