// docs/screenshots/phone-*.png: the buyer's pages on a 390 px phone, taken from the built server on a fresh demo
// database (`npm run build && node scripts/phone-screenshots.ts`). Screen-sized PNGs (not whole pages), so they
// stay small. Chromium: the one browser helper (tests/helpers/browser.ts).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/helpers/browser.ts';
import { ROOT, startServer } from '../tests/helpers/server.ts';

const OUT = path.join(ROOT, 'docs/screenshots');
const srv = await startServer();
const browser = await launchBrowser();
try {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'zh-CN', hasTouch: true });
  const page = await ctx.newPage();
  const login = async (phone: string) => {
    const r = await (await page.request.post(`${srv.url}/api/login`, { data: { phone, password: 'demo1234' } })).json();
    await page.goto(`${srv.url}/indexpage/sceneList`);
    await page.evaluate((t) => localStorage.setItem('qili-token', t), r.data.token as string);
    return r.data.token as string;
  };
  const shot = async (name: string, url: string, prepare?: () => Promise<void>) => {
    await page.goto(`${srv.url}${url}`, { waitUntil: 'networkidle' });
    await prepare?.();
    await page.screenshot({ path: path.join(OUT, `phone-${name}.png`) });
    console.log(`phone-${name}.png  ${url}`);
  };
  fs.mkdirSync(OUT, { recursive: true });
  await shot('home', '/');
  const token = await login('13800000001');
  const add = await (
    await page.request.post(`${srv.url}/api/car`, {
      data: { productId: 4, skuId: 21, num: 1000 },
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  await shot('detail', '/productDetail?productId=4&name=产品说明手册', async () => {
    await page.locator('label.spec-value', { hasText: 'A5' }).first().click();
    await page.getByLabel('数量', { exact: true }).fill('1000');
    await page.locator('.price-box').scrollIntoViewIfNeeded();
  });
  await shot('cart', '/cart/shoppingCart');
  await shot('settlement', `/cart/settlement?cartIds=${add.data.cartId}`);
  await login('13800000000');
  await shot('my-orders', '/myOrder');
  await shot('account-menu', '/myOrder', async () => {
    await page.getByRole('button', { name: /个人中心/ }).tap();
  });
  const orders = (await (await page.request.get(`${srv.url}/api/order/list?limit=20`)).json()).data.list as { id: number; state: string }[];
  await shot('order-detail', `/orderDetail/${orders.find((o) => o.state === 'unpaid')!.id}`, async () => {
    await page.getByText('商品信息').scrollIntoViewIfNeeded();
  });
  await shot('category-menu', '/indexpage/productlist', async () => {
    await page.getByRole('button', { name: '全部商品分类' }).tap();
  });
  await shot('purchase-by-number', '/indexpage/productlist', async () => {
    await page.getByRole('button', { name: '编号采购' }).tap();
  });
  await shot('seckill', '/indexpage/seckill', async () => {
    await page.getByRole('list', { name: '秒杀商品' }).scrollIntoViewIfNeeded();
  });
  await shot('coupon-centre', '/indexpage/getcoupon');
  await shot('help-centre', '/helpCentre');
} finally {
  await browser.close();
  await srv.stop();
}
