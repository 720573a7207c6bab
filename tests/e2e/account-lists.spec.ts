import { expect, test } from '@playwright/test';
import { DEMO, loginByPassword } from './helpers.ts';
import { expectAccessible, loginFresh } from './account-helpers.ts';

test('a new account sees the empty view on favourites, footprints and coupons', async ({ page, request }) => {
  await loginFresh(page, request, '/favorites');
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
  await page.goto('/footprint');
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
  await page.goto('/coupon');
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
});

test('favourites: cards with the price rule; remove one, then several chosen; axe clean', async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/favorites');
  const grid = page.getByRole('list', { name: '收藏的商品' });
  await expect(grid.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByText('共 8 件')).toBeVisible();
  await expect(grid.getByText('定制后计价').first()).toBeVisible();
  await expect(grid.getByText(/^¥\d/).first()).toBeVisible();
  const firstLink = grid.getByRole('link').first();
  await expect(firstLink).toHaveAttribute('href', /^\/productDetail\?productId=\d+&name=/);
  await expect(firstLink).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  const first = await grid.getByRole('listitem').first().getByRole('img').getAttribute('alt');
  await page.getByRole('button', { name: `取消收藏${first}` }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已取消收藏')).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(7);
  await grid.getByRole('checkbox').nth(0).check();
  await grid.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: '取消收藏所选' }).click();
  await expect(page.getByRole('alertdialog', { name: '提示' })).toContainText('选中的2件商品');
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(5);
  await page.reload();
  await expect(page.getByText('共 5 件')).toBeVisible();
});

test('footprints by day: delete one entry and a whole day; axe clean', async ({ page }) => {
  await loginByPassword(page, DEMO.buyer, DEMO.password, '/footprint');
  const groups = page.locator('section.day-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.first().getByRole('heading')).toContainText('今天');
  await expect(page.getByText('共 5 条')).toBeVisible();
  await expectAccessible(page);
  await groups
    .first()
    .getByRole('button', { name: /^删除足迹/ })
    .first()
    .click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('共 4 条')).toBeVisible();
  await groups.last().getByRole('button', { name: '删除当天' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(groups).toHaveCount(1);
  await expect(page.getByText('共 2 条')).toBeVisible();
  await page.getByRole('button', { name: '清空足迹' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
});

test('coupons in 未使用 / 已使用 / 已过期 tabs with rules and validity; axe clean', async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/coupon');
  const unused = page.getByRole('tab', { name: /未使用/ });
  await expect(unused).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('满200减20');
  await expect(panel).toContainText('9折（满1,000元可用，最多减200元）');
  await expect(panel).toContainText(/有效期：\d{4}\.\d{2}\.\d{2} - \d{4}\.\d{2}\.\d{2}/);
  await expect(panel).toContainText('全场通用');
  await expectAccessible(page);
  await page.getByRole('tab', { name: /已使用/ }).click();
  await expect(page.getByRole('tab', { name: /已使用/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('使用时间');
  await expect(panel.getByText('已使用', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: /已过期/ }).click();
  await expect(panel.getByText('已过期', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});
