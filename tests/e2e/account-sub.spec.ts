import { expect, test } from '@playwright/test';
import { DEMO, loginByPassword, newPhone } from './helpers.ts';
import { expectAccessible, expectFieldCleared, expectFieldError, loginFresh, PHONE_VIEWPORT } from './account-helpers.ts';

test('a main account adds, edits, disables and deletes a sub-account; the sub-account sees no sub-account management', async ({
  browser,
  page,
  request,
}) => {
  await loginFresh(page, request, '/childAcc');
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
  await expect(page.getByText('采购员：下单采购')).toBeVisible();
  await expectAccessible(page);

  const phone = newPhone();
  await page.getByRole('button', { name: '新增子账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增子账号' });
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByLabel('姓名').fill('孙采购');
  await dialog.getByLabel('账号身份').selectOption({ label: '采购员' });
  // The password rule shows before typing, as on every other password field.
  await expect(dialog.getByLabel('初始密码', { exact: true })).toHaveAttribute('placeholder', '6-16位英文加数字');
  await expect(dialog.getByLabel('确认密码', { exact: true })).toHaveAttribute('placeholder', '再次输入密码');
  await expect(dialog.getByText(/下单采购，查看和处理自己的订单。可用功能：下单采购/)).toBeVisible();
  await dialog.getByLabel('初始密码', { exact: true }).fill('buy12345');
  await dialog.getByLabel('确认密码', { exact: true }).fill('buy12346');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('两次密码需一致')).toBeVisible();
  await dialog.getByLabel('确认密码', { exact: true }).fill('buy12345');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const row = page.getByRole('row', { name: /孙采购/ });
  await expect(row).toContainText(phone);
  await expect(row).toContainText('采购员');
  await expect(row).toContainText('已启用');

  // the sub-account logs in elsewhere: no sub-account entry, and the screen refuses
  const other = await browser.newContext();
  const subPage = await other.newPage();
  await loginByPassword(subPage, phone, 'buy12345', '/userInfo');
  await expect(subPage.locator('dl.info-grid')).toContainText('采购员');
  const menu = subPage.getByRole('navigation', { name: '个人中心' });
  await expect(menu.getByRole('link', { name: '地址管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '子账号管理' })).toHaveCount(0);
  await subPage.goto('/childAcc');
  await expect(subPage.getByText('仅主账号可以操作，请联系企业主账号')).toBeVisible();

  await page.getByRole('button', { name: '编辑孙采购' }).click();
  const edit = page.getByRole('dialog', { name: '编辑子账号' });
  await expect(edit.getByLabel('手机号')).toBeDisabled();
  await expect(edit.getByLabel('新密码（不修改请留空）', { exact: true })).toHaveAttribute('placeholder', '6-16位英文加数字');
  await edit.getByLabel('账号身份').selectOption({ label: '财务' });
  // A new password is typed twice here too; left empty, the password stays.
  await edit.getByLabel('新密码（不修改请留空）', { exact: true }).fill('new12345');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请确认密码')).toBeVisible();
  await edit.getByLabel('确认新密码', { exact: true }).fill('new12346');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('两次密码需一致')).toBeVisible();
  await edit.getByLabel('新密码（不修改请留空）', { exact: true }).fill('');
  await edit.getByLabel('确认新密码', { exact: true }).fill('');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText('财务');
  // the new identity applies at once: finance has no address management
  await subPage.goto('/address');
  await expect(subPage.getByText('当前账号没有此项权限，请联系企业主账号')).toBeVisible();

  await page.getByRole('button', { name: '禁用孙采购' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已禁用', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText('已禁用');
  // its session has ended: the next page sends it to /login
  await subPage.goto('/userInfo');
  await expect(subPage).toHaveURL(/\/login/);
  await other.close();

  await page.getByRole('button', { name: '启用孙采购' }).click();
  await expect(row).toContainText('已启用');
  await page.getByRole('button', { name: '删除孙采购' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
});

test('the demo main account lists its two sub-accounts', async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/childAcc');
  await expect(page.getByRole('row', { name: /李晓梅/ })).toContainText('采购员');
  await expect(page.getByRole('row', { name: /张丽/ })).toContainText('财务');
});

test('on a 390 px phone the server refusing a phone (already registered) shows under 手机号, which gets focus', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await loginFresh(page, request, '/childAcc');
  await page.getByRole('button', { name: '新增子账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新增子账号' });
  await dialog.getByLabel('手机号').fill(DEMO.main);
  await dialog.getByLabel('姓名').fill('孙采购');
  await dialog.getByLabel('账号身份').selectOption({ label: '采购员' });
  await dialog.getByLabel('初始密码', { exact: true }).fill('buy12345');
  await dialog.getByLabel('确认密码', { exact: true }).fill('buy12346');
  await dialog.getByRole('button', { name: '保存' }).click();
  // The form's own check first: the confirmation.
  await expectFieldError(dialog.getByLabel('确认密码', { exact: true }), '两次密码需一致');
  await dialog.getByLabel('确认密码', { exact: true }).fill('buy12345');
  await expectFieldCleared(dialog.getByLabel('确认密码', { exact: true }));
  await dialog.getByRole('button', { name: '保存' }).click();
  // Then the server's refusal, which names its field (data.field).
  await expectFieldError(dialog.getByLabel('手机号'), '该手机号已注册其他账号，请换一个手机号');
  await expectAccessible(page);
  await dialog.getByLabel('手机号').fill(newPhone());
  await expectFieldCleared(dialog.getByLabel('手机号'));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
});

test('a full list says why its add button is off and what frees a place (20 sub-accounts; it went grey with nothing said)', async ({
  page,
  request,
}) => {
  const { token } = await loginFresh(page, request, '/childAcc');
  const head = page.locator('.panel-head');
  await expect(head).toContainText('已有 0/20 个子账号');
  const add = page.getByRole('button', { name: '新增子账号' });
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveAttribute('aria-describedby', /./);
  for (let i = 0; i < 20; i++) {
    const r = await request.post('/api/son/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { phone: newPhone(), realName: `员工${i}`, identity: 'buyer', password: 'abc12345', confirm: 'abc12345' },
    });
    expect((await r.json()).status).toBe(200);
  }
  await page.reload();
  await expect(head).toContainText('已有 20/20 个子账号');
  await expect(add).toBeDisabled();
  const note = '已达上限：最多20个子账号。删除不再使用的子账号后可新增。';
  await expect(head.getByText(note)).toBeVisible();
  await expect(add).toHaveAccessibleDescription(note);
  await expectAccessible(page);
  // The same note on the invoice titles' and addresses' heads, which keep their counts the same way.
  await page.goto('/invoiceAdmin');
  await expect(page.locator('.panel-head')).toContainText('已有 0/20 个发票抬头');
  await page.goto('/address');
  await expect(page.locator('.panel-head')).toContainText('已有 0/20 个地址');
});
