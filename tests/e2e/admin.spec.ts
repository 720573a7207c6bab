// The back office in the browser: an operator works a custom order from 待报价 to 已完成 with its after-sales and
// invoice; a merchandiser adds a product that a buyer then orders; an editor changes the navigation and a banner.
// The buyers' side of each story goes through the API (their pages have browser tests of their own).
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, futureDay, hydrated, loginByPassword, newPhone, registration, smsCode } from './helpers.ts';
import { STAFF, act, buyerApi, ensureAddress, staffSignIn } from './admin-helpers.ts';

const png = (w = 600, h = 300) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const state = (page: Page) =>
  page
    .getByRole('heading', { level: 2 })
    .filter({ has: page.locator('.badge') })
    .first()
    .locator('.badge');

test('an operator takes a custom order from 待报价 to 已完成, decides its after-sales and issues its invoice', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const buyer = await buyerApi(request, DEMO.third);
  await ensureAddress(buyer);
  const p = (await buyer.get('/api/products?goodsType=2&limit=20')).data.list[3];
  const product = (await buyer.get(`/api/product/detail?id=${p.id}`)).data;
  const c = await buyer.post('/api/order/create', {
    buyNow: {
      productId: p.id,
      skuId: product.skus[0].id,
      num: product.minQty,
      custom: { params: { 印刷参数: '四色双面' }, note: 'E2E定制需求' },
    },
    idempotencyKey: `e2e-admin-${Date.now()}`,
  });
  expect(c.data?.state, c.msg).toBe('quoting');
  const { orderId, orderNo } = c.data;
  const line = (await buyer.get(`/api/order/detail/${orderId}`)).data.lines[0];

  // 待报价: from the dashboard's queue to the order, then the quote.
  await staffSignIn(page, STAFF.operator);
  await page.getByRole('link', { name: /待报价$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?state=quoting$/);
  await page.getByRole('link', { name: orderNo }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`订单 ${orderNo}`);
  await expect(page.getByText('需求：E2E定制需求')).toBeVisible();
  await hydrated(page);
  await act(page, '报价', { [`「${line.productName}」单价（元，行${line.id}）`]: '2.50', 交货日期: futureDay(), 报价说明: '含打样一次' });
  await expect(state(page)).toHaveText('待确认报价');

  // The buyer accepts and uploads the transfer receipt; the operator sees it inline and confirms the money.
  expect((await buyer.post('/api/order/quote/accept', { id: orderId })).status).toBe(200);
  const receipt = await buyer.upload(
    `/api/order/receipt?id=${orderId}`,
    { name: '回单.png', mimeType: 'image/png', buffer: await png() },
    baseURL!,
  );
  expect(receipt.status, receipt.msg).toBe(200);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('img', { name: '转账凭证 回单.png' })).toBeVisible();
  await act(page, '确认收款');
  await expect(state(page)).toHaveText('待发货');
  await act(page, '发货', { 物流公司: '顺丰速运', 物流单号: 'SF2030063001' });
  await expect(state(page)).toHaveText('待收货');
  await act(page, '确认送达');
  await expect(state(page)).toHaveText('已完成');
  await expect(page.getByText('运营王敏（operator） · 待收货 → 已完成')).toBeVisible();
  expect((await buyer.get(`/api/order/detail/${orderId}`)).data.state).toBe('completed');

  // After-sales: the buyer asks for a partial refund; the operator approves it and refunds.
  const as = await buyer.post('/api/afterSales/submit', {
    orderId,
    orderLineId: line.id,
    type: 1,
    reason: '印刷质量问题',
    description: '两本封面有划痕',
    imageIds: [],
    num: 1,
    refundAmount: 100,
  });
  expect(as.status, as.msg).toBe(200);
  await page.goto('/admin');
  await page.getByRole('link', { name: /售后待审核$/ }).click();
  await page.getByRole('link', { name: as.data.asNo }).click();
  await hydrated(page);
  await expect(page.getByText('两本封面有划痕')).toBeVisible();
  await act(page, '同意售后');
  await expect(state(page)).toHaveText('已同意');
  await act(page, '退款');
  await expect(state(page)).toHaveText('已退款');

  // Invoice: the buyer requests one; the operator uploads the PDF; the buyer downloads it.
  const title = await buyer.post('/api/billInfo/add', { type: 1, title: '杭州青禾文化创意有限公司', taxNo: '91310000MA1FL8XQ37' });
  const titleId = title.data?.id ?? (await buyer.get('/api/invoice/form')).data.titles[0].id;
  const inv = await buyer.post('/api/invoice/apply', { orderIds: [orderId], titleId });
  expect(inv.status, inv.msg).toBe(200);
  await page.goto('/admin');
  await page.getByRole('link', { name: /发票申请$/ }).click();
  await page.getByRole('link', { name: inv.data.invoiceNo }).click();
  await hydrated(page);
  const issue = page.getByRole('form', { name: '开具发票' });
  // The file field reads in Chinese (the browser's own control says "Choose File" in an English browser).
  await expect(issue.getByText('未选择文件')).toBeVisible();
  await issue.getByLabel('发票PDF文件').setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(issue.getByText('发票.pdf')).toBeVisible();
  await act(page, '开具发票');
  await expect(state(page)).toHaveText('已开票');
  const down = await buyer.raw(`/api/billInfo/down/${inv.data.id}`);
  expect([down.status(), down.headers()['content-type']]).toEqual([200, 'application/pdf']);
});

test('an operator approves a company as its page showed it: a licence replaced meanwhile needs a refresh, which the refusal offers', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = newPhone();
  await request.post('/api/register/verify', { data: { phone, purpose: 'register' } });
  const reg = await request.post('/api/register', {
    data: registration(`审核竞态${phone}有限公司`, phone, smsCode(phone, 'register'), DEMO.password),
  });
  expect((await reg.json()).status).toBe(200);
  const buyer = await buyerApi(request, phone);
  const licence = async () => {
    const r = await buyer.upload('/api/upload/license', { name: '营业执照.png', mimeType: 'image/png', buffer: await png() }, baseURL!);
    expect(r.status, r.msg).toBe(200);
    return r.data.url as string;
  };
  await licence();
  const { companyId } = (await buyer.get('/api/userinfo')).data;
  await staffSignIn(page, STAFF.operator, `/admin/companies/${companyId}`);
  await expect(state(page)).toHaveText('审核中');
  // While the page is open the company puts in another licence: approving what the page shows is refused.
  const second = await licence();
  await act(page, '通过审核');
  const refused = page.getByRole('form', { name: '通过审核' }).getByRole('alert');
  await expect(refused).toContainText('企业资料已更新，请刷新后重新审核');
  // The message's own 刷新 shows the facts as they are now.
  await Promise.all([page.waitForEvent('load'), refused.getByRole('button', { name: '刷新' }).click()]);
  await hydrated(page);
  await expect(page.getByRole('img', { name: /营业执照/ })).toHaveAttribute('src', second.replace('/api/file/', '/api/admin/file/'));
  await expect(state(page)).toHaveText('审核中');
  await act(page, '通过审核');
  await expect(state(page)).toHaveText('已认证');
});

test('a merchandiser adds a product that a buyer then orders', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await staffSignIn(page, STAFF.merchandiser, '/admin/products/new');
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('商品编号').fill(code);
  await page.getByLabel('商品名称').fill('后台E2E竖版台历');
  await page.getByLabel('商品类型').selectOption('5');
  await page.getByLabel('分类').selectOption({ label: '企业文化 / 日历台历 / 台历' });
  await page.getByLabel('计量单位').fill('本');
  await page.getByLabel(/^上传图片/).setInputFiles({ name: '台历.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByRole('img', { name: '主图' })).toBeVisible();
  await page.getByLabel('SKU1 编码').fill(`${code}-A`);
  await page.getByLabel('SKU1 规格').fill('款式=竖版');
  await page.getByLabel('SKU1 价格').fill('19.90');
  await page.getByLabel('SKU1 库存').fill('30');
  await page.getByRole('button', { name: '创建商品' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('编辑商品：后台E2E竖版台历');
  const id = Number(page.url().split('/').pop());

  // A buyer finds it on the storefront at once and orders it.
  await ensureAddress(await buyerApi(request, DEMO.third));
  const ctx = await browser.newContext();
  const b = await ctx.newPage();
  await loginByPassword(b, DEMO.third, DEMO.password, `/productDetail?productId=${id}&name=${encodeURIComponent('后台E2E竖版台历')}`);
  await expect(b.getByRole('heading', { level: 1 })).toContainText('后台E2E竖版台历');
  await expect(b.getByText('¥19.90').first()).toBeVisible();
  // the purchase panel is a custom element (its script defines it); the page's other islands hydrate when seen
  await b.waitForFunction(() => !!customElements.get('purchase-panel'));
  await b.getByRole('button', { name: '立即购买' }).click();
  await expect(b).toHaveURL(/\/cart\/settlement\?cartIds=\d+$/);
  await expect(b.getByText('后台E2E竖版台历')).toBeVisible();
  await b.getByRole('button', { name: '提交订单' }).click();
  await expect(b).toHaveURL(/\/cart\/payment\?orderId=\d+/);
  const orderId = Number(new URL(b.url()).searchParams.get('orderId'));
  const detail = await (await buyerApi(request, DEMO.third)).get(`/api/order/detail/${orderId}`);
  expect(detail.data.lines[0]).toMatchObject({ productId: id, productName: '后台E2E竖版台历', unitPrice: 1990 });
  await ctx.close();
});

test('an editor changes the navigation and a banner; visitors see both at once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await staffSignIn(page, STAFF.editor, '/admin/storefront');
  const nav = page.getByRole('form', { name: '导航' });
  const before = await nav.getByRole('textbox', { name: /^导航链接第\d+项 文字$/ }).count();
  await nav.getByRole('button', { name: '添加导航链接' }).click();
  await nav.getByLabel(`导航链接第${before + 1}项 文字`).fill('秒杀E2E');
  await nav.getByLabel(`导航链接第${before + 1}项 地址`).fill('/indexpage/seckill');
  await nav.getByRole('button', { name: '保存导航' }).click();
  // The saved editor reloads the page: the typed value shows before and after, so wait for the reload itself (a CI
  // run set the banner's file on the page the reload then replaced).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await reloaded;
  await expect(page.getByRole('form', { name: '导航' }).getByLabel(`导航链接第${before + 1}项 文字`)).toHaveValue('秒杀E2E');

  await hydrated(page);
  const add = page.getByRole('form', { name: '新增轮播图' });
  await add.getByLabel('图片（建议 1200×460）').setInputFiles({ name: '轮播.png', mimeType: 'image/png', buffer: await png(1200, 460) });
  await expect(add.getByRole('img', { name: '图片（建议 1200×460）预览' })).toBeVisible();
  await add.getByLabel('标题').fill('后台E2E轮播');
  await add.getByLabel('跳转地址').fill('/indexpage/discount');
  await act(page, '新增轮播图');
  await expect(page.getByRole('form', { name: /^轮播图\d+：后台E2E轮播$/ })).toBeVisible();

  const ctx = await browser.newContext();
  const v = await ctx.newPage();
  await v.goto('/indexpage/productlist');
  await expect(v.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '秒杀E2E' })).toHaveAttribute(
    'href',
    '/indexpage/seckill',
  );
  await v.goto('/');
  await expect(v.getByRole('region', { name: '焦点图' }).locator('a[href="/indexpage/discount"]')).toHaveCount(1);
  await ctx.close();
});

test("a merchandiser's import shows in the page's recent jobs and audit log when it finishes, without a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await staffSignIn(page, STAFF.merchandiser, '/admin/import');
  const code = `E2E-IMP-${Date.now().toString(36).toUpperCase()}`;
  const fileName = `${code}.csv`;
  const csv = [
    'code,storeName,goodsType,category,image,skuCode,attrs,price,stock',
    `${code},后台E2E导入台历,5,企业文化/日历台历/台历,card.png,${code}-A,款式=竖版,19.90,30`,
  ].join('\n');
  // A reload would show what the page renders afresh: the test sees no reload (the mark stays on the window).
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByLabel(/^商品文件/).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByLabel(/^商品图片/).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await png() });
  const jobs = page.locator('section[aria-labelledby="jobs-h"]');
  const log = page.locator('section[aria-labelledby="audit-h"]');
  const newest = jobs.locator('tbody tr').first().locator('td');

  // A dry run: its job heads the list as 试运行, 成功.
  await page.getByRole('button', { name: '开始校验' }).click();
  await expect(page.getByRole('status').filter({ hasText: '校验通过' })).toBeVisible();
  const dryId = /#(\d+)/.exec((await page.locator('#imp-status').textContent())!)![1]!;
  await expect(newest).toHaveText([dryId, fileName, '试运行', '成功', /\d/]);
  await expect(log).not.toContainText(fileName);

  // The import itself: its job heads the list as 导入, 成功, and the log names the file.
  await page.getByLabel(/试运行/).uncheck();
  await page.getByRole('button', { name: '开始导入' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status').filter({ hasText: '导入完成' })).toBeVisible();
  const id = /#(\d+)/.exec((await page.locator('#imp-status').textContent())!)![1]!;
  expect(Number(id)).toBeGreaterThan(Number(dryId));
  await expect(newest).toHaveText([id, fileName, '导入', '成功', /\d/]);
  await expect(log.locator('li').first()).toContainText(fileName);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
