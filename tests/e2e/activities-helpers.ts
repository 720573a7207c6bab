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

/** Waits until every island on the page has hydrated (Astro drops the ssr attribute then): clicks before that do nothing. */
export async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  // A client:visible island that is not displayed (the header strip's category menu until its dropdown opens)
  // hydrates only when it shows; one that is displayed, even off screen, still counts.
  await expect(page.locator('astro-island[ssr][client="visible"]:visible')).toHaveCount(0);
}
