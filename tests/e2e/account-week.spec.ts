// The personal centre as a buyer uses it every week, on a 390 px phone and at 1366 px: what the fifth QA pass found.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, fillAddressBook, fillRegistration, hydrated, loginByPassword, newPhone, smsCode } from './helpers.ts';
import { MSG } from '../../src/lib/shared/validation.ts';
import { ADDRESS_LIMIT, limitReached } from '../../src/lib/shared/account-limits.ts';
import { PASSWORD_RESET_NOTICE, PHONE_NOT_REGISTERED, PHONE_REGISTERED } from '../../src/lib/shared/messages.ts';
import { expectFieldCleared, expectFieldError, fillAddress, freshCompany, loginFresh, PHONE_VIEWPORT } from './account-helpers.ts';

/** A 采购员 sub-account added by the main account of `token` through the API (password buy12345); its phone. */
async function addBuyer(request: APIRequestContext, token: string, realName: string): Promise<string> {
  const phone = newPhone();
  const r = await request.post('/api/son/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { phone, realName, identity: 'buyer', password: 'buy12345', confirm: 'buy12345' },
  });
  expect((await r.json()).status).toBe(200);
  return phone;
}

test('on a 390 px phone the collapsed personal-centre bar shows the unread notices, and follows 标为已读', async ({ page, request }) => {
  // It said only 个人中心 · 基本信息 ▾: a buyer on a phone saw no sign of an unread notice (订单已报价…) until they
  // opened the menu; the count was only on the 消息通知 entry inside it.
  const t = (await (await request.post('/api/login', { data: { phone: DEMO.finance, password: DEMO.password } })).json()).data.token;
  const unread = async () =>
    (await (await request.get('/api/orderInform/unread', { headers: { authorization: `Bearer ${t}` } })).json()).data.count as number;
  const before = await unread();
  expect(before).toBeGreaterThan(1);
  await page.setViewportSize(PHONE_VIEWPORT);
  await loginByPassword(page, DEMO.finance, DEMO.password, '/userInfo');
  const bar = page.getByRole('button', { name: /^个人中心 · 基本信息/ });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  const barBadge = bar.locator('[data-menu-badge="/orderInform"]');
  await expect(barBadge).toBeVisible();
  await expect(barBadge).toHaveText(String(before));
  await expect(bar).toHaveAccessibleName(`个人中心 · 基本信息 ${before}条未读`);
  const box = (await barBadge.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

  // Reading a notice on 消息通知 changes the bar's count at once, as it changes the menu entry's.
  await page.goto('/orderInform');
  const onNotices = page.getByRole('button', { name: /^个人中心 · 消息通知/ }).locator('[data-menu-badge]');
  await expect(onNotices).toHaveText(String(before));
  await page
    .getByRole('listitem', { name: /^未读：/ })
    .first()
    .getByRole('button', { name: '标为已读' })
    .click();
  await expect(onNotices).toHaveText(String(before - 1));
  expect(await unread()).toBe(before - 1);
});

test('at 1366 px the side menu alone shows the count (the phone bar is not shown)', async ({ page }) => {
  await loginByPassword(page, DEMO.finance, DEMO.password, '/userInfo');
  await expect(page.getByRole('button', { name: /^个人中心 · / })).toBeHidden();
  await expect(
    page
      .getByRole('navigation', { name: '个人中心' })
      .getByRole('link', { name: /消息通知/ })
      .locator('[data-menu-badge]'),
  ).toBeVisible();
});

test('on a 390 px phone 获取验证码 refused for the number says so under 手机号 on every form that sends a code (it stood under 验证码)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const unknown = newPhone();
  for (const [path, form, taken, refusal] of [
    ['/login', 'login', unknown, PHONE_NOT_REGISTERED],
    ['/alterCode', 'reset', unknown, PHONE_NOT_REGISTERED],
    ['/register', 'reg', DEMO.main, PHONE_REGISTERED],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    if (form === 'login') await page.getByRole('tab', { name: '验证码登录' }).click();
    const phone = page.getByLabel('手机号');
    const code = page.getByLabel('验证码', { exact: true });
    const send = page.getByRole('button', { name: '获取验证码' });
    // Not a mobile number, then one the send is refused for (未注册; 已注册 on registration): each under 手机号,
    // which gets focus to type again, and stays there longer than a toast would.
    for (const [typed, message] of [
      ['1380000', MSG.phoneInvalid],
      [taken, refusal],
    ] as const) {
      await phone.fill(typed);
      await send.click();
      await expectFieldError(phone, message);
      await expect(code).not.toHaveAttribute('aria-describedby', /./);
      await expect(page.locator(`#${form}-code-error`)).toHaveText('');
    }
    await page.waitForTimeout(1500); // longer than a toast lasts
    await expect(page.locator(`#${form}-phone-error`)).toHaveText(refusal);
    const said = (await page.locator(`#${form}-phone-error`).boundingBox())!;
    expect(said.x + said.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // A new phone number takes the message away.
    await phone.fill(form === 'reg' ? newPhone() : DEMO.main);
    await expectFieldCleared(phone);
  }
});

test('on a 390 px phone a refused login says why under the field to type again (手机号或密码错误 was a 1.2 s toast)', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/login');
  await hydrated(page);
  const [phone, password] = [page.getByLabel('手机号'), page.getByLabel('密码', { exact: true })];
  const login = page.getByRole('button', { name: '登录', exact: true });
  await login.click();
  await expectFieldError(phone, '请输入正确的手机号');
  await phone.fill(DEMO.otherMain);
  await expectFieldCleared(phone);
  await login.click();
  await expectFieldError(password, '请输入密码');
  await password.fill('wrong123');
  await login.click();
  await expectFieldError(password, '手机号或密码错误');
  await page.waitForTimeout(2000); // longer than a toast lasts
  await expect(page.locator('#login-password-error')).toHaveText('手机号或密码错误');
  await expect(page).toHaveURL(/\/login/);
  await password.fill('wrong1234');
  await expectFieldCleared(password);
  // 验证码登录: a code of the wrong shape is said under the code.
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('验证码', { exact: true }).fill('12');
  await login.click();
  await expectFieldError(page.getByLabel('验证码', { exact: true }), '请输入6位数字验证码');
});

test('on a 390 px phone /alterCode says a wrong code under 验证码 (验证码错误 was a 1.2 s toast)', async ({ page, request }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  // A sub-account: its phone had no code sent yet (a registration's code holds the phone's 60 s resend limit).
  const c = await freshCompany(request);
  const phone = await addBuyer(request, c.token, '周采购');
  await page.goto('/alterCode');
  await hydrated(page);
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const code = page.getByLabel('验证码', { exact: true });
  const sent = smsCode(phone, 'reset');
  await code.fill(sent === '000000' ? '111111' : '000000');
  await page.getByLabel('新密码', { exact: true }).fill('new12345');
  await page.getByLabel('确认密码', { exact: true }).fill('new12345');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expectFieldError(code, '验证码错误');
  await page.waitForTimeout(2000); // longer than a toast lasts
  await expect(page.locator('#reset-code-error')).toHaveText('验证码错误');
  await code.fill(sent);
  await expectFieldCleared(code);
  await page.getByRole('button', { name: '重置密码' }).click();
  // /login says the password was reset (its toast went with /alterCode, and /login said nothing), and it stays.
  await expect(page).toHaveURL(/\/login\?reason=reset$/);
  const notice = page.getByRole('status').filter({ hasText: PASSWORD_RESET_NOTICE });
  await expect(notice).toBeVisible();
  await page.waitForTimeout(1500); // longer than a toast lasts
  await expect(notice).toBeInViewport();
  const box = (await notice.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await hydrated(page);
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill('new12345');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('on a 390 px phone 修改密码 says 原密码错误 and 新密码不能与原密码相同 under their fields (they were toasts)', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const c = await loginFresh(page, request, '/userInfo');
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  const [src, next] = [dialog.getByLabel('原密码', { exact: true }), dialog.getByLabel('新密码', { exact: true })];
  await src.fill('wrong999');
  await next.fill('newpass88');
  await dialog.getByLabel('确认密码', { exact: true }).fill('newpass88');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectFieldError(src, '原密码错误');
  await page.waitForTimeout(2000); // longer than a toast lasts
  await expect(dialog.locator('#pw-src-error')).toHaveText('原密码错误');
  await src.fill(c.password);
  await expectFieldCleared(src);
  await next.fill(c.password);
  await dialog.getByLabel('确认密码', { exact: true }).fill(c.password);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectFieldError(next, '新密码不能与原密码相同');
});

test('on a 390 px phone registration says 请阅读并同意用户注册协议 under the box (it was a toast at the top)', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/register');
  await hydrated(page);
  const phone = newPhone();
  await fillRegistration(page, phone, `协议测试${phone}有限公司`);
  await page.getByRole('button', { name: '注册' }).click();
  const box = page.getByRole('checkbox', { name: /我已阅读并同意/ });
  await expectFieldError(box, MSG.agreeRequired);
  await page.waitForTimeout(2000); // longer than a toast lasts
  await expect(page.locator('#reg-agree-error')).toHaveText(MSG.agreeRequired);
  await box.check();
  await expectFieldCleared(box);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/userInfo$/);
});

test('a full address book: the checkout says so instead of offering a form the server refuses (at 390 px)', async ({ page, request }) => {
  // It offered + 新增收货地址; the buyer filled the whole form in and was told 最多保存20个收货地址 in a toast.
  const main = (await (await request.post('/api/login', { data: { phone: DEMO.main, password: DEMO.password } })).json()).data.token;
  const phone = await addBuyer(request, main, '满地址');
  const sub = (await (await request.post('/api/login', { data: { phone, password: 'buy12345' } })).json()).data.token;
  await fillAddressBook(request, sub, ADDRESS_LIMIT);
  await page.setViewportSize(PHONE_VIEWPORT);
  await loginByPassword(page, phone, 'buy12345', '/cart/settlement?productId=4&skuId=21&num=1000');
  await hydrated(page);
  const section = page.getByRole('region', { name: '收货地址' });
  await expect(section.getByRole('radio')).toHaveCount(ADDRESS_LIMIT);
  await expect(section.getByRole('button', { name: '+ 新增收货地址' })).toHaveCount(0);
  await expect(section.getByText(limitReached(ADDRESS_LIMIT, '地址'))).toBeVisible();
  await expect(section.getByRole('link', { name: '管理收货地址' })).toBeVisible();
});

test('a new password is said to sign the account out elsewhere (修改密码, and a sub-account edited by its main account)', async ({
  page,
  request,
}) => {
  // Nothing said so: a buyer changing the password of a lost phone did not learn that its session had ended, and a main
  // account setting a sub-account's password did not learn that its user was signed out at once.
  await page.setViewportSize(PHONE_VIEWPORT);
  const c = await loginFresh(page, request, '/childAcc');
  await addBuyer(request, c.token, '吴采购');
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: '新增子账号' }).click();
  await expect(page.getByRole('dialog', { name: '新增子账号' }).getByText('立即退出登录')).toHaveCount(0);
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '编辑吴采购' }).click();
  await expect(page.getByRole('dialog', { name: '编辑子账号' })).toContainText(
    '设置新密码后，该子账号将立即退出登录；请把新密码告知使用人。',
  );
  await page.goto('/userInfo');
  await hydrated(page);
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByRole('dialog', { name: '修改密码' })).toContainText(
    '修改后，本账号在其他设备上的登录将退出，需用新密码重新登录。',
  );
});

test('an address added through 管理收货地址 (another tab) shows on the checkout when the buyer comes back to it', async ({
  page,
  request,
  context,
}) => {
  const main = (await (await request.post('/api/login', { data: { phone: DEMO.main, password: DEMO.password } })).json()).data.token;
  const phone = await addBuyer(request, main, '换地址');
  const sub = (await (await request.post('/api/login', { data: { phone, password: 'buy12345' } })).json()).data.token;
  const first = await request.post('/api/address/edit', {
    headers: { authorization: `Bearer ${sub}` },
    data: {
      realName: '老仓库',
      phone: '13912345678',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: '张江路 1 号',
    },
  });
  expect((await first.json()).status).toBe(200);
  await loginByPassword(page, phone, 'buy12345', '/cart/settlement?productId=4&skuId=21&num=1000');
  await hydrated(page);
  const section = page.getByRole('region', { name: '收货地址' });
  const remark = page.getByRole('textbox', { name: '订单备注' });
  await remark.fill('请在工作日送货');
  const [book] = await Promise.all([context.waitForEvent('page'), section.getByRole('link', { name: '管理收货地址' }).click()]);
  await book.waitForLoadState();
  await hydrated(book);
  // The book's own list, read again after the save, never comes back: the checkout hears of the address anyway (it
  // was told only after that read, and a tab closed as soon as its dialog did never told it).
  await book.route('**/api/address/list', () => {});
  await book.getByRole('button', { name: '新增收货地址' }).click();
  const form = book.getByRole('dialog', { name: '新增收货地址' });
  await fillAddress(form, { realName: '新仓库', phone: '13912345678', region: ['上海市', '上海市', '浦东新区'], detail: '张江路 99 号' });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await book.close();
  await page.bringToFront();
  await expect(section.getByRole('radio', { name: /新仓库/ })).toBeVisible();
  // The choice and what was typed stay.
  await expect(section.getByRole('radio', { name: /老仓库/ })).toBeChecked();
  await expect(remark).toHaveValue('请在工作日送货');
});
