import { expect, type Page } from '@playwright/test';
import { DEMO } from './helpers.ts';

/** Logs in through the login page, waiting for the form island to hydrate so typed values are not lost under load. */
export async function loginAs(page: Page, phone: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await expect(page.getByLabel('手机号')).toHaveValue(phone);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export { hydrated } from './helpers.ts';
