// The back office's file controls read in Chinese like every other (FilePick): the product form's 上传图片 and the
// import page's 商品文件 / 商品图片 used the browser's own control, which said "Choose File" / "No file chosen" in a
// browser not set to Chinese, beside the scene and banner forms' 选择文件 / 未选择文件.
import { expect, test } from '@playwright/test';
import { STAFF, staffSignIn } from './admin-helpers.ts';

test.use({ viewport: { width: 1024, height: 800 }, locale: 'en-US' });

test('the product form and the import page offer 选择文件 and name the chosen file', async ({ page }) => {
  await staffSignIn(page, STAFF.merchandiser, '/admin/import');
  const file = page.getByLabel(/^商品文件/);
  await expect(page.locator('label[for="imp-file"].file-pick')).toContainText('选择文件未选择文件');
  await file.setInputFiles({ name: '商品.csv', mimeType: 'text/csv', buffer: Buffer.from('code\n') });
  await expect(page.locator('label[for="imp-file"].file-pick')).toContainText('商品.csv');
  await expect(page.locator('label[for="imp-images"].file-pick')).toContainText('选择文件');

  await page.goto('/admin/products/new');
  await expect(page.locator('label[for="pe-upload"].file-pick')).toContainText('选择文件未选择文件');
  await expect(page.getByLabel(/^上传图片/)).toBeAttached();
});
