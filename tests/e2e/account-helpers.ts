import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { hydrated, loginByPassword, newPhone, registration, smsCode } from './helpers.ts';

/** A new company registered through the API (its own data, so tests never fight over the demo accounts). */
export async function freshCompany(request: APIRequestContext, password = 'abc12345') {
  const phone = newPhone();
  await request.post('/api/register/verify', { data: { phone, purpose: 'register' } });
  const code = smsCode(phone, 'register');
  const r = await request.post('/api/register', {
    data: registration(`浏览器账户${phone}有限公司`, phone, code, password),
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

/** A 390 px phone (the buyer's own phone, where a toast goes by unseen). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * A field refused by a form (islands/shared/fieldErrors.tsx): it has focus, aria-invalid, and its
 * aria-describedby names `message`, shown under it (not a toast that goes away).
 */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const described = field.page().locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
  await expect(described).toBeVisible();
  await expect(described).toBeInViewport();
  const [f, m] = [(await field.boundingBox())!, (await described.boundingBox())!];
  expect(m.y, 'the message is under its field').toBeGreaterThanOrEqual(f.y + f.height - 1);
}

/** Types an address into the address form `form` (the address book's dialog or the checkout's form). */
export async function fillAddress(
  form: Locator,
  a: { realName: string; phone: string; region: [province: string, city: string, district: string]; detail: string },
) {
  await form.getByLabel('收货人').fill(a.realName);
  await form.getByLabel('联系电话').fill(a.phone);
  for (const [i, label] of (['省份', '城市', '区县'] as const).entries()) await form.getByLabel(label).selectOption({ label: a.region[i] });
  await form.getByLabel('详细地址').fill(a.detail);
}

/** The field was edited: its message is gone. */
export async function expectFieldCleared(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).not.toHaveAttribute('aria-describedby', /./);
}
