import { expect, test, type Page } from '@playwright/test';
import { PHONE_VIEWPORT, loginFresh } from './account-helpers.ts';
import { eagerIslandsHydrated } from './helpers.ts';

test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });

/** The visible text fields, selects and text areas whose text is under 16 px, each as `path name: size`. */
async function fieldsUnder16(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await eagerIslandsHydrated(page);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
      .filter((e) => !['checkbox', 'radio', 'file', 'hidden'].includes((e as HTMLInputElement).type))
      .filter((e) => e.getBoundingClientRect().height > 0 && parseFloat(getComputedStyle(e).fontSize) < 16)
      .map((e) => `${e.getAttribute('name') ?? e.getAttribute('aria-label') ?? e.id}: ${getComputedStyle(e).fontSize}`),
  );
  return small.map((f) => `${path} ${f}`);
}

test('on a phone no field of the store is set under 16 px (a phone zooms into one that takes focus)', async ({ page, request }) => {
  // Signed out: the sign-in, registration and reset forms.
  const small: string[] = [];
  for (const path of ['/login', '/register', '/alterCode']) small.push(...(await fieldsUnder16(page, path)));
  // Signed in: the header's search, the list's, a quantity, the cart, the address book's and the order list's search.
  await loginFresh(page, request, '/userInfo');
  for (const path of ['/', '/indexpage/productlist', '/productDetail?productId=19', '/cart/shoppingCart', '/address', '/myOrder'])
    small.push(...(await fieldsUnder16(page, path)));
  expect(small).toEqual([]);
});
