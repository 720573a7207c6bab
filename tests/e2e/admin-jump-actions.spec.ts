// A record's actions (发货, 审核通过, 开票…) sit in a column beside the record on a wide screen and under the record,
// its timeline and its audit trail below 1280 px: a link under the title takes the staff member (and keyboard focus)
// to them, and is not shown where the column is already in view beside the record.
import { expect, test } from '@playwright/test';
import { DEMO } from './helpers.ts';
import { STAFF } from './admin-helpers.ts';

const RECORDS = [
  { path: '/admin/orders/3', label: '订单操作' },
  { path: '/admin/aftersales/3', label: '售后操作' },
  { path: '/admin/companies/1', label: '审核操作' },
];

test('on a phone a record page links from its title to its actions, which take focus', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/admin/login', { data: { login: STAFF.operator, password: DEMO.password } });
  expect((await signedIn.json()).status).toBe(200);
  for (const r of RECORDS) {
    await page.goto(r.path);
    const column = page.getByRole('complementary', { name: r.label });
    // The column starts more than a screen down: the reason for the link.
    expect((await column.boundingBox())!.y, r.path).toBeGreaterThan(844);
    const jump = page.getByRole('link', { name: `跳到${r.label}` });
    expect((await jump.boundingBox())!.y, r.path).toBeLessThan(300);
    await jump.click();
    await expect(column, r.path).toBeFocused();
    // In view: at the top, or as high as the page's end lets it go.
    const box = (await column.boundingBox())!;
    expect(box.y, r.path).toBeGreaterThanOrEqual(-1);
    expect(box.y + Math.min(box.height, 200), r.path).toBeLessThanOrEqual(844);
  }
  await context.close();
});

test('on a wide screen the actions are beside the record and no link is shown', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/admin/login', { data: { login: STAFF.operator, password: DEMO.password } });
  expect((await signedIn.json()).status).toBe(200);
  await page.goto('/admin/orders/3');
  await expect(page.getByRole('complementary', { name: '订单操作' })).toBeVisible();
  await expect(page.getByRole('link', { name: '跳到订单操作' })).toBeHidden();
  // A page without a record has nothing to jump to.
  await page.goto('/admin/orders/999999');
  await expect(page.getByText('订单不存在').first()).toBeVisible();
  await expect(page.locator('.jump-actions')).toHaveCount(0);
  await context.close();
});
