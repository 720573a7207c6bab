// The state tabs over the account lists (components/orders/StateTabs.astro) and the activity zones (ZoneNav.astro) on
// a 390 px phone: one row that scrolls sideways (我的发票's five tabs and 我的订单's eight wrapped onto a second row),
// the current tab scrolled into view (lib/client/current-tab.ts), each state tab a 44 px touch target.
import { expect, test, type Locator } from '@playwright/test';
import { DEMO } from './helpers.ts';
import { loginAs } from './store-helpers.ts';

/** Whether the row's current tab lies wholly inside the row and the screen. */
const currentInView = (row: Locator) =>
  row.evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    const on = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
    return on.left >= box.left - 0.5 && on.right <= box.right + 0.5 && on.right <= innerWidth;
  });

test('on a 390 px phone the tabs of 我的发票, 我的订单 and 售后记录 are one row with the current tab in view', async ({ page }) => {
  await loginAs(page, DEMO.main, DEMO.password);
  await page.setViewportSize({ width: 390, height: 844 });
  // The last tab of each row is the current one: the farthest from where the row starts.
  for (const [url, label, current] of [
    ['/invoice?state=withdrawn', '发票状态', '已撤回'],
    ['/myOrder?tab=cancelled', '订单状态', '已取消'],
    ['/asRecord?state=done', '售后状态', '已结束'],
  ] as const) {
    await page.goto(url);
    const row = page.getByRole('navigation', { name: label });
    await expect(row.locator('[aria-current="page"]')).toHaveText(current);
    // The row's scroll is set by the page's script once it has run.
    await expect.poll(() => currentInView(row), { message: `${url}: the current tab in view` }).toBe(true);
    const tabs = await row
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => ({ top: (a as HTMLElement).offsetTop, height: a.getBoundingClientRect().height })));
    expect(new Set(tabs.map((t) => t.top)).size, `${url}: one row`).toBe(1);
    for (const t of tabs) expect(t.height, `${url}: a 44 px touch target`).toBeGreaterThanOrEqual(44);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('on a 390 px phone the activity zones scroll their current zone into view (领券中心, the last, was cut off)', async ({ page }) => {
  await loginAs(page, DEMO.main, DEMO.password); // 折扣专区 and 拼团购 are for signed-in buyers
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [url, current] of [
    ['/indexpage/activityGoods', '活动中心'],
    ['/indexpage/discount', '折扣专区'],
    ['/indexpage/getcoupon', '领券中心'],
  ] as const) {
    await page.goto(url);
    const row = page.getByRole('navigation', { name: '活动专区' });
    await expect(row.locator('[aria-current="page"]')).toHaveText(current);
    // The row is wider than the screen, so its scroll is what brings the tab into view.
    expect(await row.evaluate((n) => n.scrollWidth > n.clientWidth)).toBe(true);
    await expect.poll(() => currentInView(row), { message: `${url}: the current zone in view` }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
