import { expect, type Page } from '@playwright/test';
import { DEMO, hydrated } from './helpers.ts';

export const STAFF = { admin: 'admin', operator: 'operator', merchandiser: 'merchandiser', editor: 'editor' } as const;

/** Signs a staff member in through /admin/login and waits for the page it was going to. */
export async function staffSignIn(page: Page, login: string, to = '/admin') {
  await page.goto(`/admin/login?redirect=${encodeURIComponent(to)}`);
  await hydrated(page);
  await page.getByLabel('登录名或手机号').fill(login);
  await page.getByLabel('密码').fill(DEMO.password);
  await expect(page.getByLabel('登录名或手机号')).toHaveValue(login);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await hydrated(page);
}

/** Fills and submits one action form of a detail page, then accepts its confirm dialog. */
export async function act(page: Page, form: string, fill: Record<string, string> = {}, submit?: string) {
  const f = page.getByRole('form', { name: form });
  for (const [label, value] of Object.entries(fill)) await f.getByLabel(label, { exact: true }).fill(value);
  await f.getByRole('button', { name: submit ?? form }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
}
