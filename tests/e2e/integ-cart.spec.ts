// Integration in the browser: the header cart badge follows every cart change made on the cart and settlement
// pages; a design template chosen in the design centre shows in the detail page's requirement form.
import { expect, test, type Page } from '@playwright/test';
import { freshBuyer } from './store-helpers.ts';
import { hydrated } from './helpers.ts';
import { reviewCompanyByOps } from './journey-helpers.ts';

/** Calls the API as the logged-in page does (bearer token from the page's storage). */
async function call(page: Page, url: string, body: unknown) {
  return page.evaluate(
    async ({ url, body }) => {
      const raw = localStorage.getItem('qili-token') ?? '';
      const token = raw.startsWith('"') ? JSON.parse(raw) : raw;
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return r.json();
    },
    { url, body },
  );
}

async function spotGoods(page: Page, n: number) {
  const list = (await (await page.request.get('/api/products?goodsType=5&sort=new&limit=20')).json()).data.list;
  const out: { productId: number; skuId: number; num: number }[] = [];
  for (const card of list) {
    const d = (await (await page.request.get(`/api/product/detail?id=${card.id}`)).json()).data;
    const sku = d.skus.find((s: { stock: number }) => s.stock >= d.minQty + 2 * Math.max(1, d.stepQty));
    if (sku) out.push({ productId: d.id, skuId: sku.id, num: d.minQty });
    if (out.length === n) break;
  }
  return out;
}

test('the header cart badge follows delete, quantity changes and order creation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const native: string[] = [];
  page.on('dialog', (d) => {
    native.push(d.message());
    void d.dismiss();
  });
  const phone = await freshBuyer(page, request);
  await reviewCompanyByOps(phone);
  const goods = await spotGoods(page, 4);
  for (const g of goods.slice(0, 3)) expect((await call(page, '/api/car', { ...g, kind: 'cart' })).status).toBe(200);

  await page.goto('/cart/shoppingCart');
  await hydrated(page);
  const badge = page.locator('header [data-cart-badge]');
  await expect(badge).toHaveAttribute('data-count', '3');
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^选择 / }) });
  await expect(rows).toHaveCount(3);

  // Delete one line: the store's 提示 dialog asks first (取消 keeps it), not the browser's box, naming the goods (the
  // line need not be selected; it read 确定删除选中的1件商品吗？ for a line of many units).
  const ask = page.getByRole('alertdialog', { name: '提示' });
  // The goods' name as the line links it (its check box also names the spec).
  const first = (await rows.first().getByRole('link').textContent())!.trim();
  await rows.first().getByRole('button', { name: '删除' }).click();
  await expect(ask).toContainText(`确定删除“${first}”吗？`);
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(ask).toBeHidden();
  await expect(rows).toHaveCount(3);
  await rows.first().getByRole('button', { name: '删除' }).click();
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(rows).toHaveCount(2);
  // 删除选中 counts lines as the bar does (2 种), not 件, which the bar counts in units.
  await page.getByRole('button', { name: '删除选中' }).click();
  await expect(ask).toContainText('确定删除选中的2种商品吗？');
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(rows).toHaveCount(2);
  expect(native).toEqual([]);
  await expect(badge).toHaveAttribute('data-count', '2');

  // Another tab adds a line meanwhile; a quantity change here refreshes the badge from the server.
  expect((await call(page, '/api/car', { ...goods[3]!, kind: 'cart' })).status).toBe(200);
  await expect(badge).toHaveAttribute('data-count', '2');
  await rows.first().getByRole('button', { name: '增加数量' }).click();
  await expect(badge).toHaveAttribute('data-count', '3');

  // Order one line: after creation the badge counts the lines left.
  const created = await call(page, '/api/order/address', {
    realName: '测试收货人',
    phone: '13912345678',
    province: '上海市',
    city: '上海市',
    district: '浦东新区',
    detail: '张江路88号1号楼',
  });
  expect(created.status, created.msg).toBe(200);
  await page.reload();
  await expect(rows).toHaveCount(3);
  await hydrated(page);
  // The boxes follow the server's answer (controlled inputs): click, then wait for the new state.
  const all = page.getByRole('checkbox', { name: '全选' });
  await all.click();
  await expect(all).not.toBeChecked();
  await expect(badge).toHaveAttribute('data-count', '3');
  await rows.first().getByRole('checkbox').click();
  await expect(rows.first().getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/cart\/settlement\?cartIds=\d+$/);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/cart\/payment\?orderId=\d+/);
  await expect(badge).toHaveAttribute('data-count', '2');
});

test("on a phone (390 px) the bottom bar has 全选, the hidden header's one: ticking selects every line, unticking clears", async ({
  page,
  request,
}) => {
  const phone = await freshBuyer(page, request);
  await reviewCompanyByOps(phone);
  const goods = await spotGoods(page, 2);
  for (const g of goods) expect((await call(page, '/api/car', { ...g, kind: 'cart' })).status).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart/shoppingCart');
  await hydrated(page);
  const boxes = page.getByRole('row').getByRole('checkbox', { name: /^选择 / });
  await expect(boxes).toHaveCount(2);
  const bar = page.locator('.cart-bar');
  // One 全选 on the screen: the bar's (the table's header is hidden at this width).
  const all = page.getByRole('checkbox', { name: '全选' });
  await expect(all).toHaveCount(1);
  await expect(bar.getByRole('checkbox', { name: '全选' })).toBeVisible();

  // New lines are selected. The boxes follow the server's answer (controlled inputs): click, then wait for it.
  await expect(all).toBeChecked();
  await all.click();
  await expect(all).not.toBeChecked();
  for (const b of await boxes.all()) await expect(b).not.toBeChecked();
  await expect(bar).toContainText('已选 0 种商品，共 0 件');
  await expect(page.getByRole('button', { name: '去结算' })).toBeDisabled();

  await all.click();
  await expect(all).toBeChecked();
  for (const b of await boxes.all()) await expect(b).toBeChecked();
  // Kinds first, then the units they add up to (it read 已选 507 件商品 for 3 products of 100 + 400 + 7).
  await expect(bar).toContainText(`已选 2 种商品，共 ${goods[0]!.num + goods[1]!.num} 件`);
  await expect(page.getByRole('button', { name: '去结算' })).toBeEnabled();
});

test('使用模板 from the design centre shows the template in the requirement form', async ({ page, request }) => {
  await freshBuyer(page, request);
  const list = (await (await page.request.get('/api/getCanvas?page=1')).json()).data.list as {
    id: number;
    title: string;
    productId: number;
    link: string;
  }[];
  let chosen: (typeof list)[number] | null = null;
  for (const t of list) {
    const d = (await (await page.request.get(`/api/product/detail?id=${t.productId}`)).json()).data;
    if ([2, 3].includes(d.qiliGoodsTypeId)) {
      chosen = t;
      break;
    }
  }
  expect(chosen, 'a template of a custom product').toBeTruthy();
  await page.goto(chosen!.link);
  const form = page.getByRole('group', { name: '定制需求' });
  await expect(form.getByText('已选设计模板')).toBeVisible();
  await expect(form.getByText(chosen!.title)).toBeVisible();
  await expect(form.getByRole('img', { name: chosen!.title })).toBeVisible();
});
