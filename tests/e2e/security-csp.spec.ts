// Issue #12 item 7: the Content-Security-Policy names every resource type the store loads, and the main pages load
// under it with no violation, as a visitor and signed in. Item 2 in the browser: the login form follows only a
// same-site redirect after logging in.
import { expect, test, type Page } from '@playwright/test';
import { DEMO, hydrated } from './helpers.ts';
import { detailPath, productOf } from './store-helpers.ts';
import { watchCsp } from './csp.ts';

test.describe.configure({ timeout: 180_000 });

const REQUIRED = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  'img-src ',
  'connect-src ',
  'script-src ',
  'style-src ',
];

/** Opens a page, lets every island hydrate (scrolling brings the lazy ones into view) and the network settle. */
async function visit(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(400);
  const csp = res!.headers()['content-security-policy'] ?? '';
  for (const d of REQUIRED) expect(csp, `${path}: ${d}`).toContain(d);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

test('the main pages load with no CSP violation for a visitor', async ({ page, request }) => {
  const violations = await watchCsp(page);
  const product = await productOf(request, 5);
  const pages = [
    '/',
    '/indexpage/productlist',
    detailPath(product),
    '/indexpage/sceneList',
    '/indexpage/activityGoods',
    '/indexpage/AboutUs',
    '/indexpage/designCenter',
    '/login',
    '/register',
    '/alterCode',
    '/agreement',
  ];
  for (const p of pages) await visit(page, p);
  expect(violations).toEqual([]);
});

test('signed in: the login form goes home for /.//evil.example, and the account pages load with no CSP violation', async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/login?redirect=' + encodeURIComponent('/.//evil.example'));
  await hydrated(page);
  await page.getByLabel('手机号').fill(DEMO.main);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // Wherever the form sends the browser (before the fix: //evil.example), it leaves /login.
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 60_000, waitUntil: 'commit' });
  const landed = new URL(page.url());
  expect(landed.origin).toBe(new URL(baseURL!).origin);
  expect(landed.pathname).toBe('/');
  const product = await productOf(request, 5);
  const pages = [
    '/userInfo',
    '/cart/shoppingCart',
    '/myOrder',
    '/address',
    '/invoiceAdmin',
    '/childAcc',
    '/favorites',
    '/footprint',
    '/coupon',
    '/orderInform',
    '/invoice',
    '/myContract',
    '/helpCentre',
    detailPath(product),
  ];
  for (const p of pages) await visit(page, p);
  const order = await page.goto('/myOrder').then(() => page.locator('a[href^="/orderDetail/"]').first().getAttribute('href'));
  if (order) await visit(page, order);
  expect(order, 'the demo main account has orders to open').toBeTruthy();
  expect(violations).toEqual([]);
});
