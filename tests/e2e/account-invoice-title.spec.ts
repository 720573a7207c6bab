import { expect, test } from '@playwright/test';
import { DEMO, loginByPassword } from './helpers.ts';
import { expectAccessible, expectFieldCleared, expectFieldError, loginFresh, PHONE_VIEWPORT } from './account-helpers.ts';

test('invoice titles: 普通 with a checked credit code, 专用 with its bank details, default, delete; axe clean', async ({
  page,
  request,
}) => {
  await loginFresh(page, request, '/invoiceAdmin');
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  const dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await dialog.getByLabel('发票抬头').fill('深圳前海示例科技有限公司');
  await dialog.getByLabel('统一社会信用代码').fill('91440300MA5G3K9X3B');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('统一社会信用代码校验不通过，请对照营业执照逐位核对')).toBeVisible();
  await dialog.getByLabel('统一社会信用代码').fill('91440300ma5g3k9x3l');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const list = page.getByRole('list', { name: '发票抬头列表' });
  await expect(list).toContainText('91440300MA5G3K9X3L');
  await expect(list).toContainText('增值税普通发票');

  await page.getByRole('button', { name: '新增发票抬头' }).click();
  await dialog.getByLabel('增值税专用发票').check();
  await dialog.getByLabel('发票抬头').fill('深圳前海示例科技有限公司（总部）');
  await dialog.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入注册地址')).toBeVisible();
  await dialog.getByLabel('注册地址').fill('深圳市前海深港合作区前湾一路1号');
  await dialog.getByLabel('注册电话').fill('0755-86001234');
  await dialog.getByLabel('开户银行').fill('招商银行深圳前海分行');
  await dialog.getByLabel('银行账号').fill('755912345610801');
  await dialog.getByLabel('设为默认抬头').check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('增值税专用发票');
  await expect(list.getByRole('listitem').first()).toContainText('默认');
  await expect(list.getByRole('listitem').first()).toContainText('招商银行深圳前海分行 755912345610801');

  await page.getByRole('button', { name: '删除深圳前海示例科技有限公司（总部）' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('默认');
  await expectAccessible(page);
});

test('a buyer sees the company titles read-only', async ({ page }) => {
  await loginByPassword(page, DEMO.buyer, DEMO.password, '/invoiceAdmin');
  await expect(page.getByRole('list', { name: '发票抬头列表' })).toContainText('上海星辰广告传媒有限公司');
  await expect(page.getByText('发票抬头由企业主账号、管理员或财务维护，您可在下单时选用。')).toBeVisible();
  await expect(page.getByRole('button', { name: '新增发票抬头' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^删除/ })).toHaveCount(0);
});

test('on a 390 px phone a refused title field shows its message under it and has focus', async ({ page, request }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await loginFresh(page, request, '/invoiceAdmin');
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  const dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await dialog.getByLabel('发票抬头').fill('深圳前海示例科技有限公司');
  await dialog.getByLabel('统一社会信用代码').fill('91440300MA5G3K9X3B');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectFieldError(dialog.getByLabel('统一社会信用代码'), '统一社会信用代码校验不通过，请对照营业执照逐位核对');
  await dialog.getByLabel('统一社会信用代码').fill('91440300ma5g3k9x3l');
  await expectFieldCleared(dialog.getByLabel('统一社会信用代码'));
  // 专用 needs its bank details: the first missing one (注册地址) has focus.
  await dialog.getByRole('radio', { name: '增值税专用发票' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectFieldError(dialog.getByLabel('注册地址'), '请输入注册地址');
  await expect(dialog.getByLabel('开户银行')).toHaveAccessibleDescription('请输入开户银行');
  await expectAccessible(page);
});

test('新增发票抬头 starts from the company’s own name and 统一社会信用代码 until a title carries that code', async ({ page, request }) => {
  const c = await loginFresh(page, request, '/invoiceAdmin');
  const me = await (await request.get('/api/userinfo', { headers: { authorization: `Bearer ${c.token}` } })).json();
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  const dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await expect(dialog.getByLabel('发票抬头')).toHaveValue(me.data.companyName);
  await expect(dialog.getByLabel('统一社会信用代码')).toHaveValue(me.data.creditCode);
  await expect(dialog.getByText('已按贵司注册的企业名称和统一社会信用代码填写；开给其他单位时请修改。')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page.getByRole('list', { name: '发票抬头列表' })).toContainText(me.data.creditCode);
  // The company's own title is kept now: another one starts empty.
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  await expect(dialog.getByLabel('发票抬头')).toHaveValue('');
  await expect(dialog.getByLabel('统一社会信用代码')).toHaveValue('');
});
