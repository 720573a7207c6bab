import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, hydrated, loginByPassword } from './helpers.ts';
import { expectAccessible, loginFresh, PHONE_VIEWPORT } from './account-helpers.ts';
import { SESSION_END_NOTICES, SESSION_ENDED } from '../../src/lib/shared/messages.ts';

test('/userCenter leads to /userInfo with the read-only account facts; the screen passes axe', async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/userCenter');
  await expect(page).toHaveURL(/\/userInfo$/);
  const info = page.locator('dl.info-grid');
  await expect(info).toContainText('13800000000');
  await expect(info).toContainText('主账号');
  await expect(info).toContainText('金牌会员');
  await expect(info).toContainText('上海星辰广告传媒有限公司');
  await expect(info).toContainText('统一社会信用代码91310000MA1FL8XQ37');
  await expect(page.getByRole('img', { name: '上海星辰广告传媒有限公司营业执照' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '基本信息' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);
});

test('avatar upload, nickname popover (cancel, blank ignored, confirm) and a refused file', async ({ page, request }) => {
  await loginFresh(page, request, '/userInfo');
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('修改成功')).toBeVisible();
  const avatar = page.getByRole('img', { name: '我的头像' });
  await expect(avatar).toHaveAttribute('src', /^\/api\/file\/[0-9a-f]{32}$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
  // the stored state follows
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('messageStore') ?? '{}').userInfo?.avatar))
    .toMatch(/^\/api\/file\//);

  // content, not the name, decides: an HTML file called .png is refused with the server's message
  await page
    .locator('#avatar-file')
    .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(page.getByText('仅支持JPG、PNG、WEBP格式的文件')).toBeVisible();

  const nick = page.locator('.nickname');
  await expect(nick).toHaveText('测试员');
  await page.getByRole('button', { name: '修改昵称' }).click();
  await page.getByLabel('昵称', { exact: true }).fill('不保存的名字');
  await expectAccessible(page);
  await page.getByRole('dialog', { name: '修改昵称' }).getByRole('button', { name: '取消' }).click();
  await expect(nick).toHaveText('测试员');
  await page.getByRole('button', { name: '修改昵称' }).click();
  await page.getByLabel('昵称', { exact: true }).fill('   ');
  await page.getByRole('dialog', { name: '修改昵称' }).getByRole('button', { name: '确定' }).click();
  await expect(nick).toHaveText('测试员');
  await page.getByRole('button', { name: '修改昵称' }).click();
  await page.getByLabel('昵称', { exact: true }).fill('采购部小王');
  await page.getByRole('dialog', { name: '修改昵称' }).getByRole('button', { name: '确定' }).click();
  await expect(nick).toHaveText('采购部小王');
  await page.reload();
  await expect(page.locator('.nickname')).toHaveText('采购部小王');
});

test('change password: §5 messages, show/hide toggles, server failure msg, 修改成功, then the new password logs in', async ({
  page,
  request,
}) => {
  const c = await loginFresh(page, request, '/userInfo');
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入原密码')).toBeVisible();
  await expect(dialog.getByText('密码需为6-16位英文加数字且较为负责的组合')).toBeVisible();
  await expect(dialog.getByText('请确认密码')).toBeVisible();
  await expectAccessible(page);

  const src = dialog.getByLabel('原密码', { exact: true });
  await src.fill('wrong999');
  await expect(src).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: '显示原密码' }).click();
  await expect(src).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: '隐藏原密码' }).click();
  await expect(src).toHaveAttribute('type', 'password');
  await expect(dialog.getByRole('button', { name: '显示新密码' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '显示确认密码' })).toBeVisible();

  await dialog.getByLabel('新密码', { exact: true }).fill('newpass88');
  await dialog.getByLabel('确认密码', { exact: true }).fill('newpass89');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('两次密码需一致')).toBeVisible();
  await dialog.getByLabel('确认密码', { exact: true }).fill('newpass88');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('原密码错误')).toBeVisible();
  await expect(dialog).toBeVisible();
  await src.fill(c.password);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // log out from the menu: session ended, token and stored state cleared, back on the home page
  await page.getByRole('navigation', { name: '顶部导航' }).getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('qili-token'),
    store: JSON.parse(localStorage.getItem('messageStore') ?? '{}'),
  }));
  expect(stored.token).toBeNull();
  expect(stored.store.userInfo ?? null).toBeNull();
  await page.goto('/userInfo');
  await expect(page).toHaveURL(/\/login/);
  // Logged out by hand: /login has nothing to explain.
  await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  await loginByPassword(page, c.phone, 'newpass88', '/userInfo');
  await expect(page).toHaveURL(/\/userInfo$/);
});

test('a password changed on one phone ends the other sessions: their next call or page lands on /login, which says why', async ({
  browser,
  page,
  request,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  // Phone A has the address book open; phone B (another browser) has 基本信息 open; the password changes on a third.
  const c = await loginFresh(page, request, '/address');
  const b = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const other = await b.newPage();
  await loginByPassword(other, c.phone, c.password, '/userInfo');
  const changer = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const here = await changer.newPage();
  await loginByPassword(here, c.phone, c.password, '/userInfo');
  await hydrated(here);
  await here.getByRole('button', { name: '修改密码' }).click();
  const dialog = here.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('原密码', { exact: true }).fill(c.password);
  await dialog.getByLabel('新密码', { exact: true }).fill('newpass88');
  await dialog.getByLabel('确认密码', { exact: true }).fill('newpass88');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(here.getByText('修改成功')).toBeVisible();

  // A: an API call answers 401 for the session it held. Opening 新增收货地址 is one: its province list comes from
  // /api/address/getson. (Clicking 保存 after it raced that answer: the redirect could detach the button first.)
  const regions = page.waitForResponse((r) => r.url().endsWith('/api/address/getson'));
  await page.getByRole('button', { name: '新增收货地址' }).click();
  expect((await regions).status()).toBe(401);
  await expect(page).toHaveURL(/\/login\?redirect=%2Faddress&reason=expired$/);
  await expect(page.getByRole('alert').filter({ hasText: SESSION_END_NOTICES.password })).toBeVisible();
  // B: the next page it opens (the route guard finds its session cookie without a session).
  await other.goto('/myOrder');
  await expect(other).toHaveURL(/\/login\?redirect=%2FmyOrder&reason=expired$/);
  await expect(other.getByText(SESSION_END_NOTICES.password)).toBeVisible();
  // The session that changed the password goes on.
  await here.reload();
  await expect(here).toHaveURL(/\/userInfo$/);
  await b.close();
  await changer.close();
});

test('on a 390 px phone the 修改昵称 popover stays inside the screen with a margin on both sides', async ({ page, request }) => {
  // It ran to the screen's right edge (280 px wide from the button's left, with a long nickname further right).
  await page.setViewportSize(PHONE_VIEWPORT);
  await loginFresh(page, request, '/userInfo');
  for (const nickname of [null, '采购部长名字的小王同学']) {
    if (nickname) {
      await page.getByRole('button', { name: '修改昵称' }).click();
      await page.getByLabel('昵称', { exact: true }).fill(nickname);
      await page.getByRole('dialog', { name: '修改昵称' }).getByRole('button', { name: '确定' }).click();
      await expect(page.locator('.nickname')).toHaveText(nickname);
    }
    await page.getByRole('button', { name: '修改昵称' }).click();
    const pop = page.getByRole('dialog', { name: '修改昵称' });
    await expect(pop).toBeVisible();
    const box = (await pop.boundingBox())!;
    expect(box.x, 'left margin').toBeGreaterThanOrEqual(12);
    expect(PHONE_VIEWPORT.width - (box.x + box.width), 'right margin').toBeGreaterThanOrEqual(12);
    await expect(pop.getByRole('button', { name: '确定' })).toBeInViewport({ ratio: 1 });
    await pop.getByRole('button', { name: '取消' }).click();
  }
});
