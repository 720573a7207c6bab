import { expect, test } from '@playwright/test';
import { DEMO, fillRegistration, hydrated, loginByPassword, newPhone, smsCode } from './helpers.ts';

test('a visitor is sent to /login and comes back after logging in', async ({ page }) => {
  await page.goto('/userInfo');
  await expect(page).toHaveURL(/\/login\?redirect=%2FuserInfo/);
  await hydrated(page);
  await page.getByLabel('手机号').fill(DEMO.main);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/userInfo$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('qili-token'),
    store: JSON.parse(localStorage.getItem('messageStore') ?? '{}'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.store.userInfo.companyName).toBe('上海星辰广告传媒有限公司');
});

test('an open redirect through ?redirect= lands on the home page instead', async ({ page }) => {
  await loginByPassword(page, DEMO.finance, DEMO.password, 'https://evil.example/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('手机号').fill(DEMO.otherMain);
  await page.getByLabel('密码', { exact: true }).fill('wrong123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('手机号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('company registration with SMS code and agreement, then login by SMS code', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/register');
  await hydrated(page);
  await expect(page.getByRole('link', { name: '《用户注册协议》' })).toHaveAttribute('href', '/agreement');
  // A name already registered is said under the field when it is left, and stays there when 注册 is clicked; it says
  // what an employee of that company does instead (it said only 该企业名称已注册).
  await page.getByLabel('企业名称').fill('上海星辰广告传媒有限公司');
  await page.getByLabel('联系人').focus();
  await expect(page.getByText('该企业名称已注册')).toBeVisible();
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByLabel('企业名称')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.field', { has: page.getByLabel('企业名称') }).getByRole('alert')).toHaveText(
    '该企业名称已注册，本企业员工请联系企业主账号开通子账号',
  );
  // The 统一社会信用代码 is read as the server reads it (no spaces, capitals) and its check character is checked.
  const creditCode = page.getByLabel('统一社会信用代码');
  await creditCode.fill('9135 0100m000100y44');
  await expect(creditCode).toHaveValue('91350100M000100Y44');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.locator('.field', { has: creditCode }).getByRole('alert')).toHaveText(
    '统一社会信用代码校验不通过，请对照营业执照逐位核对',
  );
  await expect(creditCode).toHaveAttribute('aria-invalid', 'true');
  await fillRegistration(page, phone, `浏览器测试${phone}有限公司`, 'abc123', 'abc124');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('两次密码需一致').first()).toBeVisible();
  await page.getByLabel('确认密码', { exact: true }).fill('abc123');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('请阅读并同意用户注册协议')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册' }).click();
  // Straight to 基本信息, where the company's review is explained.
  await expect(page).toHaveURL(/\/userInfo$/);
  expect(await page.evaluate(() => !!localStorage.getItem('qili-token'))).toBe(true);
});

test('a licence refused at registration is said on 基本信息, where the form goes next', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/register');
  await hydrated(page);
  await fillRegistration(page, phone, `执照测试${phone}有限公司`);
  // Named a picture, but not one: the server refuses it once the account exists.
  await page
    .getByLabel('选择营业执照图片或PDF')
    .setInputFiles({ name: '执照.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/userInfo$/);
  const review = page.getByRole('region', { name: /企业认证/ });
  await expect(review.getByRole('alert')).toContainText(/^营业执照未能上传：.+，请重新选择营业执照上传。$/);
  // Said once: not again on the next visit.
  await page.reload();
  await expect(review.getByText('审核中')).toBeVisible();
  await expect(review.getByRole('alert')).toHaveCount(0);
});

test('login by SMS code', async ({ page }) => {
  // The second company's main account gets no other SMS in the browser suite, so the 60 s send limit is free.
  await page.goto('/login?redirect=%2FuserInfo');
  await hydrated(page);
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号').fill(DEMO.otherMain);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByLabel('验证码').fill(smsCode(DEMO.otherMain, 'login'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/userInfo$/);
  // a second send within 60 s is refused with a clear message
  await page.context().clearCookies();
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号').fill(DEMO.otherMain);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送过于频繁，请60秒后再试')).toBeVisible();
});

test('the agreement page is public and has no page furniture', async ({ page }) => {
  await page.goto('/agreement');
  await expect(page.getByRole('heading', { name: '启力印象用户服务协议' })).toBeVisible();
});

test('after 退出登录, Back shows no signed-in page from the browser’s copy', async ({ page }) => {
  await loginByPassword(page);
  const res = await page.goto('/myOrder');
  expect(res!.headers()['cache-control']).toBe('private, no-store');
  await hydrated(page);
  await expect(page.getByText('上海星辰广告传媒有限公司').first()).toBeVisible();
  await page.locator('[data-logout]').first().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goBack();
  // The server is asked again: the visitor goes to the login, and the last buyer's company is nowhere.
  await expect(page).toHaveURL(/\/login\?redirect=%2FmyOrder/);
  await expect(page.getByText('上海星辰广告传媒有限公司')).toHaveCount(0);
});

test('a page restored from the back-forward cache for a token no longer held asks the server again', async ({ page }) => {
  await loginByPassword(page);
  await page.goto('/userInfo');
  await hydrated(page);
  const reloaded = page.waitForEvent('framenavigated');
  await page.evaluate(() => {
    (window as unknown as { restored: boolean }).restored = true;
    localStorage.removeItem('qili-token');
    // After this evaluation has answered: the reload it causes would cut it off.
    setTimeout(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })), 0);
  });
  await reloaded;
  await page.waitForLoadState();
  // Reloaded: the page's own state is gone.
  expect(await page.evaluate(() => (window as unknown as { restored?: boolean }).restored ?? false)).toBe(false);
});
