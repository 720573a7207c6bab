// 编辑 on the back office's list pages opens the record's form beside the list; at 1024 px that form sits under the
// list (the category tree is some 90 rows), and the link used to reload the page at its top with nothing visible
// changed: a merchandiser saw a control that did nothing. The link now lands on the form, scrolled into view.
import { expect, test } from '@playwright/test';
import { STAFF, staffSignIn } from './admin-helpers.ts';

test.use({ viewport: { width: 1024, height: 800 } });

test('编辑 on a category far down the tree, and on a coupon, shows its form at 1024 px', async ({ page }) => {
  await staffSignIn(page, STAFF.merchandiser, '/admin/categories');
  const last = page.getByRole('link', { name: /^编辑 / }).last();
  const path = (await last.getAttribute('aria-label'))!.replace(/^编辑 /, '');
  await last.click();
  const form = page.getByRole('form', { name: `修改分类：${path}` });
  await expect(form).toBeVisible();
  await expect(form).toBeInViewport();

  await page.goto('/admin/activities');
  await page
    .locator('section', { has: page.getByRole('heading', { name: '优惠券' }) })
    .getByRole('link', { name: '编辑' })
    .first()
    .click();
  await expect(page.getByRole('form', { name: /^修改优惠券/ })).toBeInViewport();
});
