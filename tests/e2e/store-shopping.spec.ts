// Storefront for a logged-in buyer: detail page, add to cart and the badge, buy now, favourites and their messages.
import { expect, test } from '@playwright/test';
import { favouritesReady } from './helpers.ts';
import { detailPath, freshBuyer, productOf } from './store-helpers.ts';

test('detail: title, gallery, specs and add to cart updates the badge; buy now goes to settlement', async ({ page, request }) => {
  await freshBuyer(page, request);
  const p = await productOf(request, 5);
  await page.goto(`/productDetail?productId=${p.id}&name=A-${encodeURIComponent(p.storeName)}`);
  await expect(page).toHaveTitle(p.storeName);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(p.storeName);
  await expect(page.getByText(p.code)).toBeVisible();
  await expect(page.getByRole('complementary', { name: '快捷工具栏' })).toHaveCount(0); // §2.4
  const badge = page.locator('header [data-cart-badge]');
  await expect(badge).toBeHidden();
  // a second picture replaces the first
  const thumbs = page.getByRole('list', { name: '商品图片' }).getByRole('button');
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // another spec value shows its own price
  const price = page.locator('[data-price]');
  const first = await price.textContent();
  const groups = await page.locator('fieldset.spec').all();
  let spec = groups[0]!;
  for (const g of groups) if ((await g.locator('label').count()) > 1) spec = g;
  await spec.locator('label').nth(1).click();
  await expect(price).not.toHaveText(first!);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await expect(badge).toHaveText('共1件'); // the screen-reader words around the visible count
  await expect(badge).toBeVisible();
  // the quantity rule is checked before any call
  await page.getByLabel('数量', { exact: true }).fill('0');
  await page.getByRole('button', { name: '加入购物车' }).click();
  // The field's own message, said once (no toast repeats it: a11y-keyboard-flows.spec).
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: '购买数量需为正整数' })).toBeVisible();
  await page.getByLabel('数量', { exact: true }).fill('1');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/cart\/settlement\?cartIds=\d+$/);
});

test('on a touch phone a sideways swipe on the large picture shows the next or previous one (it did nothing)', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  await freshBuyer(page, ctx.request);
  const p = await productOf(ctx.request, 5);
  await page.goto(`/productDetail?productId=${p.id}&name=${encodeURIComponent(p.storeName)}`);
  const thumbs = page.getByRole('list', { name: '商品图片' }).getByRole('button');
  const count = await thumbs.count();
  expect(count).toBeGreaterThan(1);
  const main = page.locator('[data-gallery-main]');
  const swipe = (dx: number, dy = 0) =>
    main.evaluate(
      (img, [dx, dy]) => {
        const r = img.getBoundingClientRect();
        const at = (x: number, y: number) => new Touch({ identifier: 1, target: img, clientX: x, clientY: y });
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        img.dispatchEvent(new TouchEvent('touchstart', { touches: [at(x, y)], changedTouches: [at(x, y)], bubbles: true }));
        img.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [at(x + dx, y + dy)], bubbles: true }));
      },
      [dx, dy],
    );
  const src = (i: number) => thumbs.nth(i).getAttribute('data-gallery-thumb');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await swipe(-120); // to the left: the next picture
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(main).toHaveAttribute('src', (await src(1))!);
  await swipe(120); // to the right: back
  await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(main).toHaveAttribute('src', (await src(0))!);
  await swipe(120); // past the first: the last
  await expect(thumbs.nth(count - 1)).toHaveAttribute('aria-pressed', 'true');
  // A scroll down the page that drifts sideways, or a short touch, changes nothing.
  await swipe(-50, 200);
  await swipe(-20);
  await expect(thumbs.nth(count - 1)).toHaveAttribute('aria-pressed', 'true');
  await ctx.close();
});

test('detail of custom goods: requirement form with artwork instead of a price', async ({ page, request }) => {
  await freshBuyer(page, request);
  const p = await productOf(request, 2);
  await page.goto(detailPath(p));
  await expect(page.getByText('定制后计价').first()).toBeVisible();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('请填写印刷参数')).toBeVisible();
  await page.getByLabel('印刷参数（必填）').fill('四色双面印刷，覆哑膜');
  await page
    .getByLabel('设计稿文件')
    .setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '删除 logo.pdf' })).toBeVisible();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await expect(page.locator('header [data-cart-badge]')).toHaveText('共1件');
});

test('favourite toggle: 收藏成功, 已取消收藏, and the failure messages', async ({ page, request }) => {
  await freshBuyer(page, request);
  await page.goto('/indexpage/productlist');
  const fav = page
    .locator('.card')
    .first()
    .getByRole('button', { name: /^收藏 / });
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  await favouritesReady(page);
  await fav.click();
  await expect(page.getByText('收藏成功')).toBeVisible();
  await expect(fav).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(fav).toHaveAttribute('aria-pressed', 'true');
  await favouritesReady(page);
  await fav.click();
  await expect(page.getByText('已取消收藏')).toBeVisible();
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  // the server's msg when it gives one, 收藏失败 otherwise
  await page.route('**/api/collect/add', (r) =>
    r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 500, msg: '收藏数量已达上限', data: null }) }),
  );
  await fav.click();
  await expect(page.getByText('收藏数量已达上限')).toBeVisible();
  await expect(fav).toHaveAttribute('aria-pressed', 'false');
  await page.route('**/api/collect/add', (r) =>
    r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 500, msg: '', data: null }) }),
  );
  await fav.click();
  await expect(page.getByText('收藏失败')).toBeVisible();
});

test('a visitor clicking a favourite toggle goes to /login', async ({ page }) => {
  await page.goto('/indexpage/productlist');
  const fav = page
    .locator('.card')
    .first()
    .getByRole('button', { name: /^收藏 / });
  await favouritesReady(page);
  await fav.click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Findexpage%2Fproductlist$/);
});

test('logged in: the top bar greets the company, the side bar welcomes, logout returns a visitor home', async ({ page, request }) => {
  await freshBuyer(page, request);
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: '顶部导航' });
  await expect(bar.getByText(/您好，浏览器购物\d+有限公司/)).toBeVisible();
  await expect(bar.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/myOrder');
  await expect(page.getByRole('complementary', { name: '快捷工具栏' }).getByRole('link', { name: '欢迎' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: '快捷工具栏' }).getByRole('link', { name: '注册' })).toHaveCount(0);
  await bar.getByRole('button', { name: '退出登录' }).click();
  await expect(bar.getByRole('link', { name: '请登录' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('qili-token'))).toBeNull();
});

test('the cart badge reads 99+ above 99 and a count failure warns with the msg', async ({ page, request }) => {
  await freshBuyer(page, request);
  await page.goto('/indexpage/productlist');
  const badge = page.locator('header [data-cart-badge]');
  await expect(page.locator('header [data-cart-badge][data-live]')).toBeAttached(); // wired by the furniture's script
  await page.route('**/api/cart/count', (r) =>
    r.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 200, msg: 'success', data: { count: 120 } }),
    }),
  );
  await page.evaluate(() => dispatchEvent(new CustomEvent('cart:changed')));
  await expect(badge).toHaveText('共99+件');
  await page.route('**/api/cart/count', (r) =>
    r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 500, msg: '购物车服务繁忙', data: null }) }),
  );
  await page.evaluate(() => dispatchEvent(new CustomEvent('cart:changed')));
  await expect(page.getByText('购物车服务繁忙')).toBeVisible();
});

test('scene detail lists its products', async ({ page, request }) => {
  await freshBuyer(page, request);
  await page.goto('/indexpage/sceneList');
  const link = page.getByRole('link', { name: /年会盛典/ });
  const popup = page.waitForEvent('popup');
  await link.click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/sceneDetail\?productId=\d+&name=%E5%B9%B4%E4%BC%9A%E7%9B%9B%E5%85%B8$/);
  await expect(tab.getByRole('heading', { level: 1, name: '年会盛典' })).toBeVisible();
  expect(await tab.locator('.card').count()).toBeGreaterThan(0);
});
