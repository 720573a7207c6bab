// The product page's side forms (更新库存, 更新单价, 下架) reload the page when they succeed; a merchandiser who had
// typed in the product form and then used one lost those edits without a word. The form now asks before the page goes
// while it holds unsaved changes (the browser's leave-page prompt); its own save leaves without asking. A side form
// whose action went through while the merchandiser chose to stay says so and is ready again.
import { expect, test } from '@playwright/test';
import { STAFF, act, staffSignIn } from './admin-helpers.ts';

test.use({ viewport: { width: 1366, height: 900 } });

test('an unsaved product form is not lost to a side form reloading the page', async ({ page }) => {
  await staffSignIn(page, STAFF.merchandiser, '/admin/products');
  await page.locator('table a[href^="/admin/products/"]').first().click();
  const name = page.getByLabel(/^商品名称/);
  await expect(name).toBeVisible();
  const before = await name.inputValue();
  await name.fill(`${before}（待保存）`);
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.dismiss(); // stay on the page
  });
  const stockForm = await page
    .getByRole('form', { name: /^库存：/ })
    .first()
    .getAttribute('aria-label');
  await act(page, stockForm!, {}, '更新库存');
  await expect.poll(() => asked).toContain('beforeunload');
  await expect(name).toHaveValue(`${before}（待保存）`);
  // The stock went through: staying, the side form says so and is ready again (it stayed on 处理中… until a reload).
  const side = page.getByRole('form', { name: stockForm! });
  await expect(page.getByRole('status').getByText('库存已更新')).toBeVisible();
  await expect(side.getByRole('button', { name: '更新库存' })).toBeEnabled();
  await expect(side.getByRole('button', { name: '处理中…' })).toHaveCount(0);
  // Saved, it leaves without asking and shows the new name.
  asked.length = 0;
  await page.getByRole('button', { name: '保存商品' }).click();
  await expect(page.getByRole('heading', { name: `编辑商品：${before}（待保存）` })).toBeVisible();
  expect(asked).toEqual([]);
});
