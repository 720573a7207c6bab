// A buyer on a phone with a bad network (a train, a factory floor): requests that never arrive, a proxy's HTML error
// page instead of our envelope, the network gone mid-flow. What the buyer meets must be a Chinese message, the form
// kept and usable again, and the same action going through once the network is back.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, hydrated } from './helpers.ts';
import { newCompany, skus } from '../helpers/orders.ts';
import { paidOrder } from '../helpers/aftersales.ts';
import { BASE, unpaidOrder } from './journey-helpers.ts';
import { loginAs } from './store-helpers.ts';
import { NETWORK_FAILED } from '~/lib/shared/messages.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Every toast shown (they last 1.2 s): kept on the page for the test to read.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const said: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
    new MutationObserver((changes) => {
      for (const c of changes)
        for (const n of c.addedNodes) if (n instanceof HTMLElement && n.classList.contains('toast')) said.push(n.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
});
const toasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.join(' | '));

const png = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#dde' } })
    .png()
    .toBuffer();

/** No raw transport wording ever reaches the buyer. */
async function noRawError(page: Page) {
  expect(await toasts(page)).not.toMatch(/Failed to fetch|Unexpected token|JSON|NetworkError|Load failed/i);
  await expect(page.getByText(/Failed to fetch|Unexpected token|JSON|NetworkError|Load failed/i)).toHaveCount(0);
}

test('转账凭证: the network gone while sending says 网络异常 in Chinese, and the same receipt goes up once it is back', async ({
  page,
}) => {
  await page.goto(`/cart/bankPay?orderId=${await unpaidOrder(page)}`);
  await hydrated(page);
  await page.getByLabel('转账凭证', { exact: true }).setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: await png() });
  await page.route('**/api/order/receipt**', (r) => r.abort('internetdisconnected'));
  await page.getByRole('button', { name: '提交凭证' }).click();
  await expect.poll(() => toasts(page)).toContain(NETWORK_FAILED);
  await noRawError(page);
  await expect(page).toHaveURL(/\/cart\/bankPay\?/);
  // A proxy's 502 page (HTML, not our envelope): the same Chinese words.
  await page.unroute('**/api/order/receipt**');
  await page.route('**/api/order/receipt**', (r) =>
    r.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
  );
  await page.getByRole('button', { name: '提交凭证' }).click();
  await expect.poll(() => toasts(page)).toContain(NETWORK_FAILED);
  await noRawError(page);
  // The network is back: the file picked is still there and the button sends it.
  await page.unroute('**/api/order/receipt**');
  await page.getByRole('button', { name: '提交凭证' }).click();
  await expect(page).toHaveURL(/\/cart\/paySucceed\?orderId=/);
});

test('申请售后 pictures: offline while a picture goes up says 网络异常 in Chinese, and the picker works again online', async ({
  page,
  context,
}) => {
  await loginAs(page, DEMO.main, DEMO.password);
  const orders: { id: number; state: string }[] = (await (await page.request.get('/api/order/list?limit=50')).json()).data.list;
  await page.goto(`/submitAS?orderId=${orders.find((o) => o.state === 'unshipped')!.id}`);
  await hydrated(page);
  const picker = page.getByLabel('售后凭证图片', { exact: true });
  await context.setOffline(true);
  await picker.setInputFiles({ name: '破损.png', mimeType: 'image/png', buffer: await png() });
  await expect.poll(() => toasts(page)).toContain(NETWORK_FAILED);
  await noRawError(page);
  await expect(page.getByRole('img', { name: '售后凭证图片1' })).toHaveCount(0);
  await context.setOffline(false);
  await picker.setInputFiles({ name: '破损.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByRole('img', { name: '售后凭证图片1' })).toBeVisible();
});

test('购物车: a quantity change that never reached the server puts the box back to what the cart holds', async ({ page }) => {
  const dataDir = process.env.E2E_DATA_DIR!;
  const c = await newCompany(BASE, dataDir);
  const sku = (await skus(dataDir, 5)).find((s) => s.stock >= s.minQty + 3 * s.stepQty)!;
  expect((await c.api.post('/api/car', { productId: sku.productId, skuId: sku.skuId, num: sku.minQty, kind: 'cart' })).status).toBe(200);
  await loginAs(page, c.phone, 'abc12345');
  await page.goto('/cart/shoppingCart');
  await hydrated(page);
  const box = page.getByRole('textbox', { name: /数量/ }).first();
  await expect(box).toHaveValue(String(sku.minQty));
  // The network drops while 增加数量 is on its way: the cart still holds minQty, and so must the box.
  await page.route('**/api/cart/num', (r) => r.abort('internetdisconnected'));
  await page.getByRole('button', { name: '增加数量' }).first().click();
  await expect.poll(() => toasts(page)).toContain(NETWORK_FAILED);
  await expect(box).toBeEnabled();
  await expect(box).toHaveValue(String(sku.minQty));
  // A typed quantity the proxy answered with its own 504 page: the same.
  await page.unroute('**/api/cart/num');
  await page.route('**/api/cart/num', (r) => r.fulfill({ status: 504, contentType: 'text/html', body: '<h1>504 Gateway Time-out</h1>' }));
  await box.fill(String(sku.minQty + 2 * sku.stepQty));
  await box.press('Enter');
  await expect(box).toBeEnabled();
  await expect(box).toHaveValue(String(sku.minQty));
  await noRawError(page);
  // The network is back: the change goes through and the box shows it.
  await page.unroute('**/api/cart/num');
  // The box may show the new quantity before the answer: the cart is read once the call has answered.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/cart/num') && r.ok());
  await page.getByRole('button', { name: '增加数量' }).first().click();
  await answered;
  await expect(box).toHaveValue(String(sku.minQty + sku.stepQty));
  const lines = (await c.api.get('/api/cart/list')).data.valid as { num: number }[];
  expect(lines.map((l) => l.num)).toEqual([sku.minQty + sku.stepQty]);
});

test('申请售后: the answer lost on the way back, the retry lands on the one application made, not a second', async ({ page }) => {
  const dataDir = process.env.E2E_DATA_DIR!;
  const c = await newCompany(BASE, dataDir);
  const o = await paidOrder(BASE, dataDir, c);
  await loginAs(page, c.phone, 'abc12345');
  await page.goto(`/submitAS?orderId=${o.id}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: '申请售后' });
  await form.getByLabel('售后原因').selectOption('商品破损');
  // One unit of several: the line has units left, so a second application would be taken.
  await form.getByLabel(/售后数量/).fill('1');
  let tries = 0;
  await page.route('**/api/afterSales/submit', async (route) => {
    if (tries++ > 0) return route.continue();
    await route.fetch(); // the server writes the application…
    await route.abort('internetdisconnected'); // …and its answer never reaches the phone
  });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect.poll(() => toasts(page)).toContain(NETWORK_FAILED);
  await noRawError(page);
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/asRecordDetail\?id=\d+/);
  expect(tries).toBe(2);
  const records = (await c.api.get('/api/afterSales/list?limit=50')).data.list as { orderId: number }[];
  expect(records.filter((r) => r.orderId === o.id)).toHaveLength(1);
});

test('修改昵称: a save the network lost keeps the popover open with the name typed, and 确定 saves it once back', async ({ page }) => {
  const c = await newCompany(BASE, process.env.E2E_DATA_DIR!);
  await loginAs(page, c.phone, 'abc12345');
  await page.goto('/userInfo');
  await hydrated(page);
  const before = (await page.locator('.nickname').textContent())!;
  await page.route('**/api/user/edit', (r) => r.abort('internetdisconnected'));
  await page.getByRole('button', { name: '修改昵称' }).click();
  const pop = page.getByRole('dialog', { name: '修改昵称' });
  await pop.getByLabel('昵称', { exact: true }).fill('车间采购老李');
  await pop.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => toasts(page)).toContain(NETWORK_FAILED);
  await expect(pop.getByLabel('昵称', { exact: true })).toHaveValue('车间采购老李');
  await expect(page.locator('.nickname')).toHaveText(before);
  await page.unroute('**/api/user/edit');
  await pop.getByRole('button', { name: '确定' }).click();
  await expect(pop).toBeHidden();
  await expect(page.locator('.nickname')).toHaveText('车间采购老李');
});

test('加入购物车 on a slow network says 提交中… until the answer, and a second tap adds nothing more', async ({ page }) => {
  const dataDir = process.env.E2E_DATA_DIR!;
  const c = await newCompany(BASE, dataDir);
  const sku = (await skus(dataDir, 5)).find((s) => s.stock >= 3 * s.minQty)!;
  await loginAs(page, c.phone, 'abc12345');
  await page.goto(`/productDetail?productId=${sku.productId}`);
  await hydrated(page);
  await page.route('**/api/car', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.getByRole('button', { name: '加入购物车' }).click();
  const pressed = page.getByRole('button', { name: '提交中…' });
  await expect(pressed).toBeDisabled();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();
  await pressed.click({ force: true });
  await expect.poll(() => toasts(page)).toContain('加入购物车成功');
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeEnabled();
  // The button pressed keeps the focus through the wait (aria-disabled: a disabled one drops it to the page's top).
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeFocused();
  // One add of the quantity shown (the detail page starts at the minimum order quantity).
  const lines = (await c.api.get('/api/cart/list')).data.valid as { num: number }[];
  expect(lines.map((l) => l.num)).toEqual([sku.minQty]);
});

test('加入购物车: the answer lost on the way back, the retry adds nothing more; a new add or quantity adds again', async ({ page }) => {
  const dataDir = process.env.E2E_DATA_DIR!;
  const c = await newCompany(BASE, dataDir);
  const sku = (await skus(dataDir, 5)).find((s) => s.stock >= 4 * s.minQty + s.stepQty)!;
  const cart = async () => ((await c.api.get('/api/cart/list')).data.valid as { num: number }[]).map((l) => l.num);
  await loginAs(page, c.phone, 'abc12345');
  await page.goto(`/productDetail?productId=${sku.productId}`);
  await hydrated(page);
  let tries = 0;
  await page.route('**/api/car', async (route) => {
    if (tries++ > 0) return route.continue();
    await route.fetch(); // the server adds the goods…
    await route.abort('internetdisconnected'); // …and its answer never reaches the phone
  });
  const add = page.getByRole('button', { name: '加入购物车' });
  await add.click();
  await expect.poll(() => toasts(page)).toContain(NETWORK_FAILED);
  await noRawError(page);
  await add.click();
  await expect.poll(() => toasts(page)).toContain('加入购物车成功');
  expect(tries).toBe(2);
  expect(await cart()).toEqual([sku.minQty]);
  // That add answered, pressing again is a new add of the same goods.
  await add.click();
  await expect.poll(cart).toEqual([2 * sku.minQty]);
  // A lost answer again, and the buyer changes the quantity before pressing: that is another add, not a retry.
  tries = 0;
  await page.evaluate(() => ((window as unknown as { __toasts: string[] }).__toasts.length = 0));
  await add.click();
  await expect.poll(() => toasts(page)).toContain(NETWORK_FAILED);
  await expect.poll(cart).toEqual([3 * sku.minQty]);
  await page.getByRole('button', { name: '增加数量' }).click();
  await add.click();
  await expect.poll(cart).toEqual([4 * sku.minQty + sku.stepQty]);
  expect(tries).toBe(2);
});

test('员工登录: the network gone says 网络异常 in Chinese under the form, a refusal keeps its words, and it signs in once back', async ({
  page,
}) => {
  await page.goto('/admin/login?redirect=%2Fadmin%2Forders');
  await hydrated(page);
  const error = page.getByRole('alert');
  await page.getByLabel('登录名或手机号').fill('editor');
  await page.getByLabel('密码').fill(DEMO.password);
  await page.route('**/api/admin/login', (r) => r.abort('internetdisconnected'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(error).toHaveText(NETWORK_FAILED);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
  // A proxy's 502 page (HTML, not our envelope): the same Chinese words.
  await page.unroute('**/api/admin/login');
  await page.route('**/api/admin/login', (r) => r.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(error).toHaveText(NETWORK_FAILED);
  await noRawError(page);
  await page.unroute('**/api/admin/login');
  // The server's refusal is said as it was (its msg); the form stays usable.
  await page.getByLabel('密码').fill('not-the-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(error).toHaveText('账号或密码错误');
  await page.getByLabel('密码').fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});
