// The back office on the warehouse floor's phone (390 px, touch) and the finance lead's tablet (768 px): the work
// area starts near the top of every page, not below the whole menu (as a column the menu set an operator's order list
// 348 px down, its first order under the filters at the foot of the first screen), and the menu stays one row that
// scrolls sideways with the page's own entry in view.
import { expect, test, type Browser } from '@playwright/test';
import { DEMO, eagerIslandsHydrated } from './helpers.ts';
import { STAFF } from './admin-helpers.ts';

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, isMobile: false, hasTouch: true },
];

async function staffOn(browser: Browser, screen: (typeof SCREENS)[number], who: string) {
  const { name: _, ...options } = screen;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/admin/login', { data: { login: who, password: DEMO.password } });
  expect((await signedIn.json()).status).toBe(200);
  return page;
}

for (const screen of SCREENS) {
  test(`on a ${screen.name} the menu is one row above the work, its page's entry in view`, async ({ browser }) => {
    const page = await staffOn(browser, screen, STAFF.operator);
    await page.goto('/admin/orders');
    const nav = page.getByRole('navigation', { name: '后台菜单' });
    const entries = await nav.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(entries).size, 'rows of the menu').toBe(1);
    // The page's title just under the header and the menu row; the first order on the first screen.
    const title = (await page.getByRole('heading', { level: 1, name: '订单' }).boundingBox())!;
    expect(title.y).toBeLessThan(140);
    const firstOrder = (await page.locator('table.grid tbody tr').first().boundingBox())!;
    expect(firstOrder.y + 60).toBeLessThan(screen.viewport.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
    // The last entry's page: its entry is scrolled into the row's view, whole, and the row scrolls, not the page.
    await page.goto('/admin/companies');
    const here = (await nav.getByRole('link', { name: '企业审核' }).boundingBox())!;
    const row = (await nav.boundingBox())!;
    expect(here.x).toBeGreaterThanOrEqual(row.x);
    expect(here.x + here.width).toBeLessThanOrEqual(row.x + row.width + 1);
    expect(here.height).toBeGreaterThanOrEqual(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
    await page.context().close();
  });
}

test('on a phone no field of the back office is set under 16 px (a phone zooms into one that is on focus)', async ({ browser }) => {
  const page = await staffOn(browser, SCREENS[0]!, STAFF.operator);
  const small: string[] = [];
  // The list filters, an order's 发货 form, an after-sales case's 同意/驳回 forms, and the sign-in page.
  for (const path of ['/admin/orders', '/admin/orders/3', '/admin/aftersales/3', '/admin/invoices', '/admin/companies']) {
    await page.goto(path);
    await eagerIslandsHydrated(page);
    small.push(...(await page.evaluate(fieldsUnder16)).map((f) => `${path}: ${f}`));
  }
  await page.context().clearCookies();
  await page.goto('/admin/login');
  await eagerIslandsHydrated(page);
  small.push(...(await page.evaluate(fieldsUnder16)).map((f) => `/admin/login: ${f}`));
  expect(small).toEqual([]);
  await page.context().close();
});

/** The visible text fields, selects and text areas whose text is under 16 px, each as `name: size`. Run in the page. */
function fieldsUnder16(): string[] {
  return [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
    .filter((e) => !['checkbox', 'radio', 'file', 'hidden'].includes((e as HTMLInputElement).type))
    .filter((e) => e.getBoundingClientRect().height > 0 && parseFloat(getComputedStyle(e).fontSize) < 16)
    .map((e) => `${e.getAttribute('name') ?? e.id}: ${getComputedStyle(e).fontSize}`);
}

test('on a phone every button and link of the queues and their records is at least 32 px tall', async ({ browser }) => {
  const page = await staffOn(browser, SCREENS[0]!, STAFF.operator);
  const small: string[] = [];
  // The lists (filters, pager, each card's number), an order with its payment voucher, an after-sales case, an
  // invoice, a company.
  for (const path of [
    '/admin',
    '/admin/orders',
    '/admin/orders/4',
    '/admin/aftersales',
    '/admin/aftersales/3',
    '/admin/invoices/1',
    '/admin/companies/1',
  ]) {
    await page.goto(path);
    await eagerIslandsHydrated(page);
    // An audit entry's changes open from their summary (AuditDiff); the demo data has no staff action yet, and one made
    // here would move a record other tests read: the entry's markup is added to the record's page.
    if (path === '/admin/orders/4') {
      await page
        .locator('.admin-main')
        .evaluate((main) =>
          main.insertAdjacentHTML('beforeend', '<details><summary>变更前 → 变更后</summary><dl class="audit-diff"></dl></details>'),
        );
    }
    const found = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a, button, select, summary')]
        .filter((e) => !e.classList.contains('skip-link'))
        .map((e) => ({ text: e.textContent!.trim().slice(0, 12), height: e.getBoundingClientRect().height }))
        .filter((e) => e.height > 0 && e.height < 32)
        .map((e) => `"${e.text}" ${Math.round(e.height)} px`),
    );
    small.push(...found.map((f) => `${path}: ${f}`));
  }
  expect(small).toEqual([]);
  await page.context().close();
});

test("on a phone a quote's amounts bring up the keypad with a decimal point, and a tracking number is typed as it is", async ({
  browser,
}) => {
  const page = await staffOn(browser, SCREENS[0]!, STAFF.operator);
  // A custom order waiting for its quote: each line's unit price and the freight are yuan with fen.
  await page.goto('/admin/orders/7');
  await eagerIslandsHydrated(page);
  const quote = page.getByRole('form', { name: '报价' });
  const amounts = quote.getByLabel(/单价（元|运费（元/);
  expect(await amounts.count()).toBeGreaterThan(1);
  for (const field of await amounts.all()) await expect(field).toHaveAttribute('inputmode', 'decimal');
  // An order to ship: SF1234567890 is not capitalised as a sentence, corrected or filled in from a past entry.
  await page.goto('/admin/orders/3');
  await eagerIslandsHydrated(page);
  const tracking = page.getByRole('form', { name: '发货' }).getByLabel(/^物流单号/);
  await expect(tracking).toHaveAttribute('autocapitalize', 'characters');
  await expect(tracking).toHaveAttribute('autocorrect', 'off');
  await expect(tracking).toHaveAttribute('spellcheck', 'false');
  await expect(tracking).toHaveAttribute('autocomplete', 'off');
  await page.context().close();
});

test("on a phone a list's number filter is typed as it is, and each text filter's return key searches", async ({ browser }) => {
  const page = await staffOn(browser, SCREENS[0]!, STAFF.operator);
  for (const path of ['/admin/orders', '/admin/aftersales', '/admin/invoices', '/admin/companies']) {
    await page.goto(path);
    const filters = page.getByRole('search', { name: '筛选' });
    const no = filters.locator('input[name="no"]');
    for (const [name, value] of [
      ['autocapitalize', 'characters'],
      ['autocorrect', 'off'],
      ['spellcheck', 'false'],
      ['autocomplete', 'off'],
    ])
      await expect(no, `${path} ${name}`).toHaveAttribute(name!, value!);
    for (const text of await filters.locator('input:not([type])').all()) await expect(text).toHaveAttribute('enterkeyhint', 'search');
  }
  await page.context().close();
});
