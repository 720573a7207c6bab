// The back office on the screens staff have: every page each role can open, at 390 (a phone), 800, 1024, 1280 and 1366 px, scrolls no
// sideways, sets no text squeezed into a column and loads under the Content-Security-Policy without a violation. Lists
// beside their forms used to leave names two characters a line below 1280 px, tables in panels pushed the page
// sideways, and inline styles (blocked by style-src) left the category tree unindented. The editors' rows show what
// they hold: the product editor's SKU codes (up to 40 characters) and specs at 1366 px, the link editor's addresses on a phone.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, eagerIslandsHydrated } from './helpers.ts';
import { STAFF } from './admin-helpers.ts';
import { listPageRoutes, pagePath } from '../helpers/page-routes.ts';
import { squeezedText } from './layout.ts';
import { watchCsp } from './csp.ts';

const WIDTHS = [390, 800, 1024, 1280, 1366];

/** A page of a staff member signed in (pictures not loaded: the layout does not wait for them). */
async function staffPage(browser: Browser, who: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.route(/\.(svg|png|jpe?g|webp|woff2?)(\?|$)/, (r) => r.abort());
  const signedIn = await page.request.post('/api/admin/login', { data: { login: who, password: DEMO.password } });
  expect((await signedIn.json()).status).toBe(200);
  return page;
}

test.describe.configure({ mode: 'parallel' });
for (const who of Object.values(STAFF)) {
  test(`the back office fits 390 to 1366 px screens for the ${who}, with no CSP violation`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await staffPage(browser, who, WIDTHS[0]!);
    const csp = await watchCsp(page);
    const paths = listPageRoutes()
      .filter((r) => r.pattern.startsWith('/admin') && r.pattern !== '/admin/login')
      .map((r) => pagePath(r, {}));
    let shown = 0;
    const problems: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(res!.status(), path).toBeLessThan(500);
      if (res!.status() === 403) continue; // not this role's page
      expect(res!.status(), path).toBe(200);
      // Islands render too: a style they set is a violation of the page.
      await eagerIslandsHydrated(page);
      shown++;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const [scroll, inner, main] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          innerWidth,
          document.querySelector('.admin-main')!.getBoundingClientRect().width,
        ]);
        if (scroll > inner) problems.push(`${path} at ${width} px: the page is ${scroll} px wide`);
        // On a phone the menu is above the work area, which then takes the screen's width.
        if (width === WIDTHS[0] && main < inner) problems.push(`${path} at ${width} px: the work area is ${main} px wide`);
        for (const squeezed of await page.evaluate(squeezedText)) problems.push(`${path} at ${width} px: ${squeezed}`);
      }
      for (const v of csp.splice(0)) problems.push(`${path}: ${v}`);
    }
    expect(shown, 'pages this role can open').toBeGreaterThan(2);
    expect(problems).toEqual([]);
    await page.close();
  });
}

test('the category tree indents each level one step more than its parent', async ({ browser }) => {
  const page = await staffPage(browser, STAFF.merchandiser, 1366);
  await page.goto('/admin/categories');
  // Where each row's name starts, by its level (the 级别 column).
  const starts = await page.locator('table.grid tbody tr').evaluateAll((rows) =>
    rows.map((tr) => {
      const [name, level] = [...tr.querySelectorAll('td')];
      const range = document.createRange();
      range.selectNodeContents(name!);
      return { level: level!.textContent!.trim(), left: range.getBoundingClientRect().left };
    }),
  );
  const leftOf = (level: string) => [...new Set(starts.filter((s) => s.level === level).map((s) => Math.round(s.left)))];
  const [one, two, three] = [leftOf('1级'), leftOf('2级'), leftOf('3级')];
  // Every row of a level starts at one place, a step (24 px) right of the level above.
  expect([one.length, two.length, three.length]).toEqual([1, 1, 1]);
  expect(two[0]! - one[0]!).toBe(24);
  expect(three[0]! - two[0]!).toBe(24);
  await page.close();
});

test('the category form says what hiding a category does to its products', async ({ browser }) => {
  const page = await staffPage(browser, STAFF.merchandiser, 1366);
  await page.goto('/admin/categories');
  // A merchandiser hiding a category to stop its sale learns on the form that its products stay on sale.
  const form = page.locator('form').filter({ hasText: '新增分类' });
  await expect(form.getByLabel('在商城显示')).toBeChecked();
  await expect(form).toContainText('其中的商品仍可搜索和购买，停售请在商品页下架');
  await page.close();
});

/** A field whose text is wider or taller than its box (it shows part of its value), as "label: value". */
function hidesText(fields: (HTMLInputElement | HTMLTextAreaElement)[]): string[] {
  return fields
    .filter((f) => f.scrollWidth > f.clientWidth || f.scrollHeight > f.clientHeight + 1)
    .map((f) => `${f.getAttribute('aria-label')}: "${f.value}" in ${f.clientWidth}×${f.clientHeight} px`);
}

test("the product editor's SKU rows show their whole code (up to 40 characters) and spec at 1366 px, and fit a phone", async ({
  browser,
}) => {
  const page = await staffPage(browser, STAFF.merchandiser, 1366);
  await page.goto('/admin/products/61');
  await eagerIslandsHydrated(page);
  const code = page.getByLabel('SKU1 编码');
  const spec = page.getByLabel('SKU1 规格');
  // A real code and a spec of three groups (before: the code showed "QL04", the spec ended at "尺寸=54×86mm;").
  await expect(code).toHaveValue(/^[A-Z0-9-]{9,}$/);
  await expect(spec).toHaveValue(/=.*;.*=.*;.*=/);
  const fields = page.getByRole('textbox', { name: /^SKU[1-4] (编码|规格)$/ });
  await expect(fields).toHaveCount(8);
  const box = page.locator('section[aria-labelledby="pe-skus"]');
  const check = async (what: string) => {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 768 });
      expect(await fields.evaluateAll(hidesText), `${what} at ${width} px`).toEqual([]);
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
      expect(scroll, `the page, ${what}, at ${width} px`).toBeLessThanOrEqual(inner);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    return box.evaluate((e) => e.scrollWidth - e.clientWidth);
  };
  // At 1366 px the whole table of codes this long is in view: no SKU's price or stock hides past a sideways scroll.
  expect(await check('the demo codes')).toBeLessThanOrEqual(0);
  // The longest code a SKU may have, 40 characters of the widest kind, shows whole at 1366 px (before: its field
  // showed about 12 of them); the table is then wider than its panel, which scrolls sideways, not the page.
  const longest = 'WWWWWWWWWWMMMMMMMMMM-0123456789-ABCDEFGH';
  expect(longest).toHaveLength(40);
  await page.getByLabel('SKU2 编码').fill(longest);
  await check('a code of 40 characters');
  await page.close();
});

test("the link editor's text and address fields take a phone's width", async ({ browser }) => {
  const page = await staffPage(browser, STAFF.editor, 390);
  await page.goto('/admin/storefront');
  await eagerIslandsHydrated(page);
  const nav = page.getByRole('form', { name: '导航' });
  const rows = nav.locator('.sub-rows .row');
  expect(await rows.count()).toBeGreaterThan(2);
  const widths = await rows.evaluateAll((all) =>
    all.map((row) => ({ row: row.clientWidth, fields: [...row.querySelectorAll('input')].map((i) => i.getBoundingClientRect().width) })),
  );
  // Each field a line of its own, as wide as the row (before: 70 px each, an address showing "/indexp…").
  for (const w of widths) for (const f of w.fields) expect(f).toBeGreaterThanOrEqual(w.row - 1);
  const fields = page.getByRole('textbox', { name: /^(导航链接|快捷导航|帮助中心)第\d+项 (文字|地址)$/ });
  expect(await fields.count()).toBeGreaterThan(10);
  expect(await fields.evaluateAll(hidesText)).toEqual([]);
  await page.close();
});

test("the work bench's 常用功能 are buttons apart, not one bar", async ({ browser }) => {
  for (const width of [390, 1366]) {
    const page = await staffPage(browser, STAFF.operator, width);
    await page.goto('/admin');
    const links = page.getByRole('region', { name: '常用功能' }).getByRole('link');
    expect(await links.count()).toBeGreaterThan(1);
    const boxes = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect()));
    // Side by side with a gap, or on the next row (they touched, reading as one bar of labels).
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      if (Math.abs(a.top - b.top) < 1) expect(b.left - a.right, `at ${width} px`).toBeGreaterThanOrEqual(6);
    }
    await page.close();
  }
});

/** Cells of the page's tables whose content is wider than the cell, and tables wider than their panel. */
function cutOff(): string[] {
  const out: string[] = [];
  for (const wrap of document.querySelectorAll<HTMLElement>('.table-wrap'))
    if (wrap.scrollWidth > wrap.clientWidth) out.push(`a table ${wrap.scrollWidth} px wide in ${wrap.clientWidth} px`);
  for (const td of document.querySelectorAll<HTMLElement>('table.grid td'))
    if (td.scrollWidth > td.clientWidth + 1)
      out.push(`"${td.textContent!.trim().slice(0, 30)}": ${td.scrollWidth} px in ${td.clientWidth} px`);
  return out;
}

test('the audit log and the after-sales list show every column whole at 1024 and 1366 px', async ({ browser }) => {
  // A sign-in from a browser (its user agent, 100-odd characters, is the entry's note) and an action with changes.
  const page = await staffPage(browser, STAFF.admin, 1024);
  const { data } = await (await page.request.post('/api/admin/login', { data: { login: STAFF.admin, password: DEMO.password } })).json();
  const username = `w${Date.now().toString(36)}`;
  const saved = await page.request.post('/api/admin/staff/save', {
    headers: { 'x-csrf-token': data.csrf },
    data: { username, name: '宽度巡检', roles: ['operator', 'merchandiser', 'editor'], password: DEMO.password },
  });
  expect((await saved.json()).status).toBe(200);
  await page.goto('/admin/audit');
  const signIn = page.locator('tr[data-audit-row]', { hasText: '员工登录' }).first().locator('td').nth(4);
  // Before: the whole user agent set the 说明 column 230 px wide and pushed 变更前 → 变更后 past the panel's edge.
  await expect(signIn).toHaveText(/^Chrome \d+ · \w+$/);
  await expect(signIn.locator('span')).toHaveAttribute('title', /^Mozilla\/5\.0 .*Chrome\//);
  const created = page.locator('tr[data-audit-row]', { hasText: username });
  await created.locator('summary').click();
  await expect(created.locator('.audit-diff')).toContainText('宽度巡检');
  const operator = await staffPage(browser, STAFF.operator, 1024);
  await operator.goto('/admin/aftersales');
  // The case's order under its number: as a column of its own the two numbers pushed 申请时间 out of view.
  await expect(operator.locator('table.grid tbody tr').first().locator('td').first()).toContainText(/^SH\d+\s*订单 QL\d+$/);
  for (const width of [1024, 1366])
    for (const p of [page, operator]) {
      await p.setViewportSize({ width, height: 800 });
      const [scroll, inner] = await p.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
      expect(scroll, `${p.url()} at ${width} px`).toBeLessThanOrEqual(inner);
      expect(await p.evaluate(cutOff), `${p.url()} at ${width} px`).toEqual([]);
    }
  await page.close();
  await operator.close();
});
