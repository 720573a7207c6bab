// A staff member's working day at 1024 px: what each action says back, and what the form asks before it acts.
import { expect, test } from '@playwright/test';
import { STAFF, act, staffSignIn } from './admin-helpers.ts';

test.use({ viewport: { width: 1024, height: 800 } });

test('an action that reloads its page says what it did on the page that follows', async ({ page }) => {
  // Its toast was shown just before location.reload() and went with the old page: staff saw no word of success.
  await staffSignIn(page, STAFF.admin, '/admin/staff');
  const login = `qa${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: '新建员工' });
  await form.getByRole('checkbox', { name: /^运营（/ }).check();
  await act(page, '新建员工', { '登录名（小写字母开头，3-20位）': login, 姓名: '质检员', '初始密码（6-16位英文加数字）': 'abc12345' });
  await expect(page.getByRole('cell', { name: login, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '已新建员工账号' })).toBeVisible();
});

test('返回订单列表 goes back to the list with the filter the operator left it with, also after the page reloaded', async ({ page }) => {
  // The link was always the bare /admin/orders: working a queue (?state=…), each order sent the operator back to all orders.
  await staffSignIn(page, STAFF.operator, '/admin/orders?state=completed');
  await page.getByRole('table').getByRole('link', { name: /^QL/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await page.reload(); // as an action does after it succeeds
  await page.getByRole('link', { name: '← 返回订单列表' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?state=completed$/);
  await expect(page.getByLabel('状态')).toHaveValue('completed');
});

test('a merchandiser finds the SKU ID a group-buy asks for on the product page, and the activity names that product', async ({ page }) => {
  // 秒杀 and 拼团 asked for a "SKU ID" that no back-office page showed.
  await staffSignIn(page, STAFF.merchandiser, '/admin/products');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const productId = page.url().split('/').pop()!;
  await expect(page.getByText(`商品ID ${productId}`, { exact: true })).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).replace('编辑商品：', '');
  const stockForm = page.getByRole('form', { name: /^库存：.+（SKU ID \d+）$/ }).first();
  const skuId = (await stockForm.getAttribute('aria-label'))!.match(/SKU ID (\d+)/)![1]!;

  await page.goto('/admin/activities');
  await expect(page.getByRole('form', { name: '新增拼团商品' }).getByText(/见商品编辑页/)).toBeVisible();
  const form = page.getByRole('form', { name: '新增拼团商品' });
  await form.getByRole('checkbox', { name: '上架' }).uncheck();
  await act(page, '新增拼团商品', { 'SKU ID': skuId, '拼团价（元）': '0.01' });
  await expect(page.getByText(`${name}（SKU ${skuId}）`)).toBeVisible();
});

test('a new staff member without a role is refused before the confirm dialog, not after it', async ({ page }) => {
  // The form asked 确认新建该员工账号？ first and only then showed the server's refusal.
  await staffSignIn(page, STAFF.admin, '/admin/staff');
  const form = page.getByRole('form', { name: '新建员工' });
  await form.getByLabel(/^登录名/).fill(`qb${Date.now().toString(36)}`);
  await form.getByLabel(/^姓名/).fill('无角色');
  await form.getByLabel(/^初始密码/).fill('abc12345');
  await form.getByRole('button', { name: '新建员工' }).click();
  await expect(form.getByText('请至少选择一个角色')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('a list page past the last one (its rows worked off meanwhile) opens on the last page with rows', async ({ page }) => {
  // It said 第 N/N 页 over an empty list (and, before that, 上一页 led from ?page=99 to ?page=98, as empty).
  await staffSignIn(page, STAFF.operator, '/admin/orders?page=99');
  await expect(page).not.toHaveURL(/[?&]page=99/);
  await expect(page.getByRole('table').getByRole('link', { name: /^QL/ }).first()).toBeVisible();
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toContainText(/第 (\d+)\/\1 页/);
  await expect(pager.getByText('下一页')).toHaveAttribute('aria-disabled', 'true');
});
