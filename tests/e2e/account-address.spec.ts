import { expect, test } from '@playwright/test';
import { DEMO, hydrated, loginByPassword } from './helpers.ts';
import { ADDRESS_DUPLICATE_REFUSAL } from '../../src/lib/shared/account-limits.ts';
import { expectAccessible, expectFieldCleared, expectFieldError, fillAddress, loginFresh, PHONE_VIEWPORT } from './account-helpers.ts';

test('addresses: empty view, add with the cascader, edit, set default, delete with confirmation; axe clean', async ({ page, request }) => {
  await loginFresh(page, request, '/address');
  await expect(page.getByText('暂无数据哦~')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await fillAddress(dialog, {
    realName: '周收货',
    phone: '12345',
    region: ['广东省', '深圳市', '南山区'],
    detail: '科技园南区高新南一道9号',
  });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确的联系电话')).toBeVisible();
  await dialog.getByLabel('联系电话').fill('0755-86001234');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  const list = page.getByRole('list', { name: '收货地址列表' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('广东省深圳市南山区科技园南区高新南一道9号');
  await expect(list.getByText('默认')).toBeVisible();

  // a second one in Shanghai, then make it the default
  await page.getByRole('button', { name: '新增收货地址' }).click();
  await fillAddress(dialog, {
    realName: '钱仓管',
    phone: '13912345678',
    region: ['上海市', '上海市', '闵行区'],
    detail: '春东路508号2号仓库',
  });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('listitem').filter({ hasText: '钱仓管' }).getByRole('button', { name: '设为默认' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('钱仓管');
  await expect(list.getByRole('listitem').first()).toContainText('默认');

  // edit: the dialog opens on the saved region
  await page.getByRole('button', { name: '编辑周收货的地址' }).click();
  const edit = page.getByRole('dialog', { name: '编辑收货地址' });
  await expect(edit.getByLabel('区县')).toHaveValue('440305');
  await edit.getByLabel('详细地址').fill('粤海街道科苑路15号');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(list).toContainText('粤海街道科苑路15号');

  // delete asks first; 取消 keeps it
  await page.getByRole('button', { name: '删除钱仓管的地址' }).click();
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm).toContainText('确定删除收货人“钱仓管”的地址吗？');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: '删除钱仓管的地址' }).click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('默认');
  await page.reload();
  await expect(page.getByRole('list', { name: '收货地址列表' }).getByRole('listitem')).toHaveCount(1);
});

test('a finance sub-account has no address management', async ({ page }) => {
  await loginByPassword(page, DEMO.finance, DEMO.password, '/address');
  await expect(page.getByText('当前账号没有此项权限，请联系企业主账号')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '地址管理' })).toHaveCount(0);
});

test("a buyer sub-account keeps its own addresses, not the main account's", async ({ page }) => {
  await loginByPassword(page, DEMO.buyer, DEMO.password, '/address');
  const list = page.getByRole('list', { name: '收货地址列表' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('漕河泾开发区宜山路700号B座1201');
  await expect(list).not.toContainText('王建国');
  await list.getByRole('listitem').filter({ hasText: '周敏' }).getByRole('button', { name: '设为默认' }).click();
  await expect(page.getByText('设置成功')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('周敏');
});

test('address and invoice-title cards: what they hold on the left, their actions on the right of one row (1366 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginByPassword(page, DEMO.main, DEMO.password, '/address');
  for (const [path, list] of [
    ['/address', '收货地址列表'],
    ['/invoiceAdmin', '发票抬头列表'],
  ] as const) {
    await page.goto(path);
    for (const card of await page.getByRole('list', { name: list }).getByRole('listitem').all()) {
      const [box, main, actions] = await Promise.all(
        [card, card.locator('.card-main'), card.locator('.card-actions')].map((l) => l.boundingBox()),
      );
      // The text starts at the card's left edge (its padding), not centred in a column above the actions.
      expect(main!.x - box!.x, `${path}: ${await card.innerText()}`).toBeLessThan(24);
      expect(actions!.x).toBeGreaterThan(main!.x + main!.width - 1);
      expect(actions!.y).toBeLessThan(main!.y + main!.height);
    }
  }
});

test('on a 390 px phone a refused field shows its message under it and has focus until it is edited', async ({ page, request }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await loginFresh(page, request, '/address');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('收货人').fill('周收货');
  await dialog.getByLabel('联系电话').fill('12345');
  await dialog.getByLabel('详细地址').fill('科技园南区高新南一道9号');
  await dialog.getByRole('button', { name: '保存' }).click();
  // Two fields are wrong: the first (联系电话) has focus, each has its own message.
  await expectFieldError(dialog.getByLabel('联系电话'), '请输入正确的联系电话');
  await expect(dialog.getByLabel('省份')).toHaveAccessibleDescription('请选择省市区');
  await dialog.getByLabel('联系电话').fill('0755-86001234');
  await expectFieldCleared(dialog.getByLabel('联系电话'));
  await expect(dialog.getByLabel('省份')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectFieldError(dialog.getByLabel('省份'), '请选择省市区');
  await dialog.getByLabel('省份').selectOption({ label: '广东省' });
  await expectFieldCleared(dialog.getByLabel('省份'));
  await dialog.getByLabel('城市').selectOption({ label: '深圳市' });
  await dialog.getByLabel('区县').selectOption({ label: '南山区' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
});

test('a copy of a saved address is refused under 详细地址 in the dialog, which stays open with what was typed (at 390 px)', async ({
  page,
  request,
}) => {
  // The same 收货人, 电话, region and 详细地址 could be saved twice: two identical cards, and the checkout offered both.
  await page.setViewportSize(PHONE_VIEWPORT);
  const c = await loginFresh(page, request, '/address');
  const saved = await request.post('/api/address/edit', {
    headers: { authorization: `Bearer ${c.token}` },
    data: {
      realName: '老仓库',
      phone: '13912345678',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: '张江路 1 号',
    },
  });
  expect((await saved.json()).status).toBe(200);
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const form = page.getByRole('dialog', { name: '新增收货地址' });
  await fillAddress(form, { realName: '老仓库 ', phone: '13912345678', region: ['上海市', '上海市', '浦东新区'], detail: '张江路  1 号' });
  const detail = form.getByLabel('详细地址');
  await form.getByRole('button', { name: '保存' }).click();
  await expectFieldError(detail, ADDRESS_DUPLICATE_REFUSAL);
  await expect(form).toBeVisible();
  await expect(detail).toHaveValue('张江路  1 号');
  // Another 详细地址 is another address: the message goes with the edit, and it saves.
  await detail.fill('张江路 2 号');
  await expectFieldCleared(detail);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('张江路 2 号')).toBeVisible();
});
