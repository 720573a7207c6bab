import { expect, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { chinaDay, DAY_MS } from '~/lib/shared/time.ts';
import { newCreditCode, newPhone, registration } from '../helpers/server.ts';

export const DEMO = {
  main: '13800000000',
  buyer: '13800000001',
  finance: '13800000002',
  otherMain: '13900000000',
  third: '13700000001',
  password: 'demo1234',
};

export function smsCode(phone: string, purpose: string): string {
  const file = path.join(process.env.E2E_DATA_DIR!, 'sms-outbox.jsonl');
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').reverse();
  for (const l of lines) {
    const m = JSON.parse(l);
    if (m.phone === phone && m.purpose === purpose) return m.code;
  }
  throw new Error(`no SMS code for ${phone}/${purpose}`);
}

/**
 * A China calendar day `days` ahead ('YYYY-MM-DD'): the one rule for a date a browser test quotes or picks that must
 * lie in the future (a quote's 交货日期), instead of a fixed year that one day is past.
 */
export const futureDay = (days = 60): string => chinaDay(Date.now() + days * DAY_MS);

/**
 * One rule for a fresh phone number and 统一社会信用代码, the API tests' (two workers drawing in the same millisecond
 * could clash here).
 */
export { newCreditCode, newPhone, registration };

/**
 * Fills the registration form up to its licence and agreement: the company, its contact, the phone with the SMS code
 * from the outbox, the password and its confirmation.
 */
export async function fillRegistration(page: Page, phone: string, companyName: string, password = 'abc123', confirm = password) {
  await page.getByLabel('企业名称').fill(companyName);
  await page.getByLabel('统一社会信用代码').fill(newCreditCode());
  await page.getByLabel('联系人').fill('测试员');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByLabel('验证码').fill(smsCode(phone, 'register'));
  await page.getByLabel('设置密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码', { exact: true }).fill(confirm);
}

/** Logs in through the login page with phone and password. */
export async function loginByPassword(page: Page, phone = DEMO.main, password = DEMO.password, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await hydrated(page);
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await expect(page.getByLabel('手机号')).toHaveValue(phone);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // The page it lands on is used at once: a click on a server-rendered island before it hydrates is lost (a CI run
  // clicked 设为默认 on /address that way). Its client:visible islands are left to the test (they may be off screen).
  await eagerIslandsHydrated(page);
}

/** Waits until the page has loaded and its islands that hydrate by themselves (load, idle) have hydrated. */
export async function eagerIslandsHydrated(page: Page) {
  // Until the page has loaded, its later islands may not be parsed yet (the HTML streams in): "no unhydrated island"
  // would then hold for a page still arriving, e.g. right after a login's redirect commits (a CI run clicked
  // 领取 on a coupon island that had not hydrated).
  await page.waitForLoadState('load');
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

/** Waits until every island on the page has hydrated (Astro drops the ssr attribute then): input before that is lost. */
export async function hydrated(page: Page) {
  await eagerIslandsHydrated(page);
  // A client:visible island that is not displayed hydrates only when it shows; one that is displayed, even off
  // screen, still counts.
  await expect(page.locator('astro-island[ssr][client="visible"]:visible')).toHaveCount(0);
}

/**
 * Waits until the island holding `selector` has hydrated. Use it where a page also has client:visible islands
 * (product cards), which stay unhydrated off screen, so `hydrated` would wait for ever.
 */
export async function islandReady(page: Page, selector: string) {
  await expect(page.locator(`astro-island:not([ssr]):has(${selector})`).first()).toBeAttached();
}

/** Waits until the category menus (plain markup, no island) are wired by the furniture's module script. */
export async function categoryMenusReady(page: Page) {
  await expect(page.locator('.cate-menu.is-live').first()).toBeAttached();
}

/**
 * Waits until the product cards' favourite buttons (plain markup) are wired: their one delegated listener is set by
 * the furniture's module script, which runs before DOMContentLoaded.
 */
export async function favouritesReady(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('script[type="module"][src*="BaseLayout"]')).toBeAttached();
}

/** Saves `count` Shanghai addresses (收货人0, 张江路0号, …) into the address book of the buyer whose token is given. */
export async function fillAddressBook(request: APIRequestContext, token: string, count: number) {
  for (let i = 0; i < count; i++) {
    const r = await request.post('/api/address/edit', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        realName: `收货人${i}`,
        phone: '13912345678',
        provinceCode: '310000',
        cityCode: '310100',
        districtCode: '310115',
        detail: `张江路${i}号`,
      },
    });
    expect((await r.json()).status).toBe(200);
  }
}
