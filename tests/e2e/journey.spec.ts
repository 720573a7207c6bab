// The buyer's journey (issue #15): one price everywhere, each role shown only what it may do, buying as each role
// on a 390 px phone and on a desktop, pending steps found after a reload, the licence at registration.
import { pageRefusal } from '~/lib/shared/permissions.ts';
import { expect, test, type Page } from '@playwright/test';
import { fillRegistration, futureDay, hydrated, islandReady, newPhone } from './helpers.ts';
import { approvedCompany, BASE, fen, fenOf, ops, reviewCompanyByOps, rowOf, signIn, subAccount, TITLES } from './journey-helpers.ts';
import { client, login } from '../helpers/client.ts';
import { uploadReceipt } from '../helpers/orders.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { reductionText, unitPrice } from '~/lib/shared/pricing.ts';

const anon = client(BASE);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
const BROCHURE = '产品说明手册';

async function productByName(name: string) {
  const id = (await anon.get(`/api/products?keyword=${encodeURIComponent(name)}`)).data.list.find(
    (p: { storeName: string }) => p.storeName === name,
  ).id;
  return (await anon.get(`/api/product/detail?id=${id}`)).data;
}

/** Chooses spec values on the detail page (hidden radios inside their labels) and types a quantity. */
async function choose(page: Page, values: string[], num: number) {
  for (const v of values) await page.locator('label.spec-value', { hasText: v }).first().click();
  await page.getByLabel('数量', { exact: true }).fill(String(num));
}

test('one price: a product with tiers and a discount costs the same, with the discount named, on every page', async ({ page }) => {
  test.setTimeout(240_000);
  // 产品说明手册: tier prices from 1000 本 and 8.8折 in the discount zone; A5 costs more than the base SKU.
  const p = await productByName(BROCHURE);
  const sku = p.skus.find((s: { attrs: Record<string, string> }) => s.attrs['尺寸'] === 'A5' && s.attrs['纸张'] === '157g铜版纸');
  const num = p.tiers[0].minQty;
  const price = unitPrice({ skuPrice: sku.price, basePrice: p.price, tiers: p.tiers, num, discount: p.discount });
  expect(price.discount?.label).toBe('8.8折');
  expect(price.before).toBeLessThan(sku.price);
  const unit = formatPrice(price.unit);
  const named = reductionText({ unitPrice: price.unit, listUnitPrice: price.before, priceNote: `折扣专区${price.discount!.label}` });
  const c = await approvedCompany();
  await signIn(page, c.phone);

  // Card: a standard good shows 定制后计价 (§4) and names its discount; a spot sample's card price is its detail price.
  await page.goto(`/indexpage/productlist?keyword=${BROCHURE}`);
  const card = page.getByRole('article').filter({ hasText: BROCHURE }).first();
  await expect(card.getByText('定制后计价')).toBeVisible();
  await expect(card.getByText('折扣专区8.8折')).toBeVisible();
  const spot = (await anon.get('/api/discount/list?limit=20')).data.list.find((d: { qiliGoodsTypeId: number }) => d.qiliGoodsTypeId === 5);
  await page.goto(`/indexpage/productlist?keyword=${encodeURIComponent(spot.storeName)}`);
  const spotCard = page.getByRole('article').filter({ hasText: spot.storeName }).first();
  await expect(spotCard.getByText(`折扣专区${spot.label}`)).toBeVisible();
  const cardPrice = await fenOf(spotCard.locator('.card-price .price'));
  expect(cardPrice).toBe(spot.price);
  await page.goto(`/productDetail?productId=${spot.id}&name=${encodeURIComponent(spot.storeName)}`);
  expect(await fenOf(page.locator('[data-price]'))).toBe(cardPrice);

  // Detail: the live price as spec and quantity change is the one function's; add to the cart.
  await page.goto(`/productDetail?productId=${p.id}&name=${BROCHURE}`);
  await expect(page.getByText('折扣专区8.8折').first()).toBeVisible();
  await choose(page, ['A5', '157g铜版纸'], num);
  await expect(page.locator('[data-price]')).toHaveText(unit);
  await expect(page.locator('[data-ot-price]')).toHaveText(formatPrice(price.before));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();

  // Cart and settlement: the same unit price, the discount named with the price before it.
  await page.goto('/cart/shoppingCart');
  const cartRow = rowOf(page, BROCHURE);
  await expect(cartRow.getByText(unit, { exact: true })).toBeVisible();
  await expect(cartRow.getByText(named)).toBeVisible();
  await expect(cartRow.getByText(formatPrice(price.unit * num))).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/cart\/settlement/);
  await hydrated(page);
  const settleRow = rowOf(page, BROCHURE);
  await expect(settleRow.getByText(unit, { exact: true })).toBeVisible();
  await expect(settleRow.getByText(named)).toBeVisible();
  // The invoice title chosen here is carried to the invoice request.
  await page.getByRole('radio', { name: '普通发票' }).click();
  await page.getByLabel('发票抬头').selectOption({ label: `${TITLES[1].title}（${TITLES[1].taxNo}）` });
  await expect(page.getByLabel('发票抬头')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/cart\/payment\?orderId=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const order = (await c.api.get(`/api/order/detail/${orderId}`)).data;
  expect(order.lines[0]).toMatchObject({ unitPrice: price.unit, listUnitPrice: price.before, priceNote: '折扣专区8.8折' });

  // Paid by transfer, confirmed by the operator: order, contract and invoice show the same figure.
  expect((await uploadReceipt(BASE, c.token, orderId)).status).toBe(200);
  await ops('payment:confirm', order.orderNo);
  await page.goto(`/orderDetail/${orderId}`);
  const orderRow = rowOf(page, BROCHURE);
  await expect(orderRow.getByText(unit, { exact: true })).toBeVisible();
  await expect(orderRow.getByText(named)).toBeVisible();
  await page.getByRole('link', { name: '查看合同' }).click();
  const contractRow = page.getByRole('article').getByRole('row').filter({ hasText: BROCHURE });
  await expect(contractRow.getByText(unit.slice(1), { exact: true })).toBeVisible();
  await expect(contractRow.getByText(`（${named}）`)).toBeVisible();
  await page.goto(`/orderDetail/${orderId}`);
  await page.getByRole('link', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: '申请开票' });
  await expect(dialog.getByRole('checkbox', { name: new RegExp(order.orderNo) })).toBeChecked();
  expect(await dialog.getByLabel('发票抬头').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toContain(
    TITLES[1].title,
  );
  const invoiceRow = dialog.getByRole('row').filter({ hasText: BROCHURE });
  await expect(invoiceRow.getByText(unit, { exact: true })).toBeVisible();
  await expect(invoiceRow.getByText(named)).toBeVisible();
  expect(fen(await dialog.getByText('开票金额').textContent())).toBe(order.payable);
});

// What each identity is shown: menus, links and buttons follow the permission table the server enforces.
const SHOWN = {
  main: { buy: true, contract: true, menu: ['地址管理', '发票信息管理', '子账号管理', '售后记录', '我的发票', '我的合同'], refused: null },
  admin: { buy: true, contract: true, menu: ['地址管理', '发票信息管理', '售后记录', '我的发票', '我的合同'], refused: '/childAcc' },
  buyer: { buy: true, contract: false, menu: ['地址管理', '发票信息管理', '售后记录'], refused: '/myContract' },
  finance: { buy: false, contract: true, menu: ['发票信息管理', '我的发票', '我的合同'], refused: '/cart/shoppingCart' },
} as const;
const ALL_MENU = ['地址管理', '发票信息管理', '子账号管理', '售后记录', '我的发票', '我的合同'];

test('each identity sees only what it may do and, on a desktop, buys (main, admin, buyer) or pays (finance)', async ({ page }) => {
  test.setTimeout(240_000);
  const c = await approvedCompany();
  const phones = {
    main: c.phone,
    admin: await subAccount(c.api, 'admin'),
    buyer: await subAccount(c.api, 'buyer'),
    finance: await subAccount(c.api, 'finance'),
  };
  for (const who of ['admin', 'buyer'] as const) {
    const api = (await login(BASE, phones[who], 'abc12345')).api;
    expect(
      (
        await api.post('/api/order/address', {
          realName: '电脑收货人',
          phone: '13912345678',
          province: '浙江省',
          city: '杭州市',
          district: '西湖区',
          detail: '文三路1号',
        })
      ).status,
    ).toBe(200);
  }
  const p = await productByName(BROCHURE);
  const placed: Partial<Record<keyof typeof SHOWN, number>> = {};
  for (const [who, want] of Object.entries(SHOWN) as [keyof typeof SHOWN, (typeof SHOWN)[keyof typeof SHOWN]][]) {
    await signIn(page, phones[who]);
    await page.goto(`/productDetail?productId=${p.id}&name=${BROCHURE}`);
    const topBar = page.getByRole('navigation', { name: '顶部导航' });
    await expect(topBar.getByRole('link', { name: '我的订单' }), who).toBeVisible();
    await expect(topBar.getByRole('link', { name: '我的合同' }), who).toHaveCount(want.contract ? 1 : 0);
    await expect(page.getByRole('link', { name: /我的购物车/ }), who).toHaveCount(want.buy ? 1 : 0);
    await expect(page.getByRole('button', { name: '加入购物车' }), who).toHaveCount(want.buy ? 1 : 0);
    await expect(page.getByRole('button', { name: '立即购买' }), who).toHaveCount(want.buy ? 1 : 0);
    if (!want.buy) await expect(page.getByText('不能下单采购')).toBeVisible();
    if (want.buy) {
      // Each buying identity places an order on the desktop: buy now → settlement → payment.
      await page.getByRole('button', { name: '立即购买' }).click();
      await expect(page, who).toHaveURL(/\/cart\/settlement/);
      await hydrated(page);
      await page.getByRole('button', { name: '提交订单' }).click();
      await expect(page, who).toHaveURL(/\/cart\/payment\?orderId=\d+/);
      placed[who] = Number(new URL(page.url()).searchParams.get('orderId'));
    } else {
      // Finance pays the buyer's order by transfer: the receipt goes up on the bank-transfer page.
      await page.goto(`/cart/bankPay?orderId=${placed.buyer}`);
      await hydrated(page);
      await page
        .getByLabel('转账凭证', { exact: true })
        .setInputFiles({ name: '回单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') });
      await expect(page.getByText('回单.pdf')).toBeVisible();
      await page.getByRole('button', { name: '提交凭证' }).click();
      await expect(page).toHaveURL(/\/cart\/paySucceed/);
      // 接下来 starts a part of its own, not tight under the order's facts.
      const facts = (await page.locator('main .panel dl.kv').boundingBox())!;
      const next = (await page.getByRole('heading', { name: '接下来' }).boundingBox())!;
      expect(next.y - (facts.y + facts.height)).toBeGreaterThanOrEqual(20);
      expect((await c.api.get(`/api/order/detail/${placed.buyer}`)).data.state).toBe('confirming');
    }
    await page.goto('/userInfo');
    const menu = page.getByRole('navigation', { name: '个人中心' });
    for (const label of ALL_MENU)
      await expect(menu.getByRole('link', { name: label, exact: true }), `${who}: ${label}`).toHaveCount(
        (want.menu as readonly string[]).includes(label) ? 1 : 0,
      );
    if (want.refused) {
      const res = await page.goto(want.refused);
      expect(res!.status(), `${who} ${want.refused}`).toBe(403);
      await expect(page.getByText(pageRefusal(want.refused))).toBeVisible(); // 仅主账号可以操作 for sub-account management
    }
  }
});

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('the buyer and the admin buy, finance pays and asks for the invoice; nothing is wider than the screen', async ({ page }) => {
    test.setTimeout(300_000);
    const c = await approvedCompany();
    const buyer = await subAccount(c.api, 'buyer');
    const admin = await subAccount(c.api, 'admin');
    const finance = await subAccount(c.api, 'finance');
    for (const who of [buyer, admin, finance]) {
      expect(
        (
          await (
            await login(BASE, who, 'abc12345')
          ).api.post('/api/order/address', {
            realName: '手机收货人',
            phone: '13912345678',
            province: '浙江省',
            city: '杭州市',
            district: '西湖区',
            detail: '文三路1号',
          })
        ).http,
      ).not.toBe(500);
    }
    const p = await productByName(BROCHURE);
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), page.url()).toBe(true);

    // The buyer: detail → cart → settlement → payment, on the phone.
    await signIn(page, buyer);
    await page.goto(`/productDetail?productId=${p.id}&name=${BROCHURE}`);
    await choose(page, ['A4', '157g铜版纸'], p.minQty);
    await page.getByRole('button', { name: '加入购物车' }).tap();
    await expect(page.getByText('加入购物车成功')).toBeVisible();
    await page
      .getByRole('link', { name: /购物车/ })
      .last()
      .tap();
    await expect(page).toHaveURL(/\/cart\/shoppingCart/);
    await fits();
    await hydrated(page);
    await page.getByRole('button', { name: '去结算' }).tap();
    await expect(page).toHaveURL(/\/cart\/settlement/);
    await fits();
    await hydrated(page);
    await page.getByRole('button', { name: '提交订单' }).tap();
    await expect(page).toHaveURL(/\/cart\/payment\?orderId=\d+/);
    await fits();
    const buyerOrder = Number(new URL(page.url()).searchParams.get('orderId'));

    // The admin: buy now → settlement → payment.
    await signIn(page, admin);
    await page.goto(`/productDetail?productId=${p.id}&name=${BROCHURE}`);
    await page.getByRole('button', { name: '立即购买' }).tap();
    await expect(page).toHaveURL(/\/cart\/settlement/);
    await hydrated(page);
    await page.getByRole('button', { name: '提交订单' }).tap();
    await expect(page).toHaveURL(/\/cart\/payment\?orderId=\d+/);

    // Finance: sees the company's orders, uploads the buyer's transfer receipt, then asks for the invoice.
    await signIn(page, finance);
    await page.goto('/myOrder');
    await fits();
    await expect(page.getByRole('link', { name: /购物车/ })).toHaveCount(0);
    await page.goto(`/cart/bankPay?orderId=${buyerOrder}`);
    await fits();
    await hydrated(page);
    await page
      .getByLabel('转账凭证', { exact: true })
      .setInputFiles({ name: '回单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') });
    await expect(page.getByText('回单.pdf')).toBeVisible();
    await page.getByRole('button', { name: '提交凭证' }).tap();
    await expect(page).toHaveURL(/\/cart\/paySucceed/);
    const orderNo = (await c.api.get(`/api/order/detail/${buyerOrder}`)).data.orderNo;
    await ops('payment:confirm', orderNo);
    await page.goto(`/orderDetail/${buyerOrder}`);
    await fits();
    await page.getByRole('button', { name: /个人中心/ }).tap();
    await expect(page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '我的发票' })).toBeVisible();
    await page.getByRole('link', { name: '申请开票' }).tap();
    const dialog = page.getByRole('dialog', { name: '申请开票' });
    await expect(dialog.getByRole('checkbox', { name: new RegExp(orderNo) })).toBeChecked();
    await dialog.getByRole('button', { name: '提交申请' }).tap();
    await expect(page.getByRole('row').filter({ hasText: orderNo })).toBeVisible();
    await fits();
  });

  test('a quote says 运费报价时确定 until quoted; quote, seckill and group-buy are found again after a reload', async ({ page }) => {
    test.setTimeout(240_000);
    const c = await approvedCompany();
    await signIn(page, c.phone);
    // A custom product: the requirement goes in, the order waits for its quote.
    const custom = (await anon.get('/api/products?goodsType=2&limit=1')).data.list[0];
    await page.goto(`/productDetail?productId=${custom.id}&name=${encodeURIComponent(custom.storeName)}`);
    await page.getByLabel('印刷参数（必填）').fill('四色双面印刷，覆哑膜');
    await page.getByRole('button', { name: '立即购买' }).tap();
    await expect(page).toHaveURL(/\/cart\/settlement/);
    await hydrated(page);
    // The settlement, where the quote is asked for, shows the requirement it is made from (it showed none of it).
    await expect(page.getByText('印刷参数：四色双面印刷，覆哑膜')).toBeVisible();
    await page.getByRole('button', { name: '提交定制需求' }).tap();
    await expect(page).toHaveURL(/\/orderDetail\/\d+/);
    const sums = page.locator('[aria-label="订单金额"]');
    await expect(sums.getByText('报价时确定')).toBeVisible();
    await expect(sums.getByText('¥0.00')).toHaveCount(0);
    const orderId = Number(/orderDetail\/(\d+)/.exec(page.url())![1]);
    const orderNo = (await c.api.get(`/api/order/detail/${orderId}`)).data.orderNo;
    await ops('order:quote', orderNo, '--delivery', futureDay(), '--price', '12.5', '--freight', '20');
    await page.reload();
    await expect(page.getByRole('button', { name: '接受报价' })).toBeVisible();
    await expect(sums.getByText('¥20.00')).toBeVisible();

    // Seckill: the reservation and its 去结算 survive a reload; buying again answers the same reservation.
    await page.goto('/indexpage/seckill');
    await hydrated(page);
    // The last offer of the slot (the other browser tests buy the first ones).
    const item = page
      .getByRole('list', { name: '秒杀商品' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^立即抢购/ }) })
      .last();
    const name = (await item.locator('.name').textContent())!;
    await item.getByRole('button', { name: /^立即抢购/ }).tap();
    // The held reservation is shown with its 去结算 (the toast that also says so may be gone on a loaded machine).
    await expect(page.getByRole('status').filter({ hasText: `已抢到「${name}」` })).toBeVisible();
    await page.reload();
    const again = page.getByRole('list', { name: '秒杀商品' }).getByRole('listitem').filter({ hasText: name });
    await expect(again.getByRole('link', { name: '已抢到，去结算' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: name }).getByRole('link', { name: '去结算', exact: true })).toBeVisible();
    const list = (await c.api.get('/api/seckill/list')).data;
    const held = list.mine.find((m: { goodsId: number }) =>
      list.list.some((g: { id: number; storeName: string }) => g.id === m.goodsId && g.storeName === name),
    );
    const repeat = await c.api.post('/api/seckill/buy', { id: held.goodsId, num: 1 });
    expect(repeat.data).toMatchObject({ reservationId: held.reservationId, existing: true });
    const sold = (await c.api.get('/api/seckill/list')).data.list.find((g: { id: number }) => g.id === held.goodsId).sold;
    expect(sold).toBe(list.list.find((g: { id: number }) => g.id === held.goodsId).sold);
    await again.getByRole('link', { name: '已抢到，去结算' }).tap();
    await expect(page).toHaveURL(new RegExp(`/cart/settlement\\?seckill=${held.reservationId}$`));

    // Group-buy: starting again answers the seat already taken.
    const offer = (await anon.get('/api/combination/list')).data.list.at(-1);
    const first = await c.api.post('/api/combination/start', { id: offer.id });
    const second = await c.api.post('/api/combination/start', { id: offer.id });
    expect(second.data).toMatchObject({ teamId: first.data.teamId, memberId: first.data.memberId, existing: true });
  });

  test('a new company uploads its licence at registration, reads what review means, and resubmits after a rejection', async ({ page }) => {
    test.setTimeout(180_000);
    const phone = newPhone();
    await page.goto('/register');
    await hydrated(page);
    await fillRegistration(page, phone, `手机注册${phone}有限公司`, 'abc12345');
    await expect(page.getByText('通常在1个工作日内完成审核')).toBeVisible();
    await page
      .getByLabel('选择营业执照图片或PDF')
      .setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n') });
    await expect(page.getByText('营业执照.pdf')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '注册', exact: true }).tap();
    await expect(page).toHaveURL(/\/userInfo$/);
    const review = page.getByRole('region', { name: /企业认证/ });
    await expect(review.getByText('审核中')).toBeVisible();
    await expect(review.getByText('通常在1个工作日内完成审核')).toBeVisible();
    await expect(page.getByRole('link', { name: '查看营业执照（PDF）' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    await reviewCompanyByOps(phone, 'reject', '--reason', '营业执照不清晰');
    await page.reload();
    await expect(review.getByText('审核未通过：营业执照不清晰')).toBeVisible();
    await islandReady(page, '.review-panel');
    // The new licence is picked in 重新提交's dialog only: a picker beside it would hold a file the dialog shows as 未选择文件.
    await expect(review.getByLabel('选择营业执照图片或PDF', { exact: true })).toHaveCount(0);
    await review.getByRole('button', { name: '重新提交' }).tap();
    const dialog = page.getByRole('dialog', { name: '重新提交企业认证' });
    await expect(dialog.getByText('支持 JPG、PNG、WEBP、PDF，不超过10MB')).toBeVisible();
    // It starts from the facts as registered, and a field left wrong is said beside it.
    await expect(dialog.getByLabel('联系人')).toHaveValue('测试员');
    await expect(dialog.getByLabel('统一社会信用代码')).toHaveValue(/^91310000[0-9A-Z]{10}$/);
    await dialog.getByLabel('企业名称').fill('');
    await dialog.getByRole('button', { name: '提交审核' }).tap();
    await expect(dialog.getByRole('alert').filter({ hasText: '请输入企业名称' })).toBeVisible();
    await dialog.getByLabel('企业名称').fill(`手机注册${phone}有限公司`);
    await dialog.getByLabel('联系人').fill('张经理');
    await dialog.getByLabel('选择新的营业执照图片或PDF（可选）').setInputFiles({
      name: '执照.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    });
    await dialog.getByRole('button', { name: '提交审核' }).tap();
    await expect(page.getByText('已重新提交，请等待审核')).toBeVisible();
    await expect(review.getByText('审核中')).toBeVisible();
    await expect(page.getByRole('img', { name: /营业执照/ })).toBeVisible();
    // A company under review is told so at checkout, not given a dead end.
    expect((await anon.post('/api/login', { phone, password: 'abc12345' })).data.userInfo.companyStatus).toBe('pending');
  });
});

test('details: the stair list leaves 猜你喜欢 alone at 1366 px, address cards hold their text, contacts are configuration', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.mouse.wheel(0, 1200);
  const stairs = page.getByRole('navigation', { name: '楼层导航' });
  await expect(stairs).toBeVisible();
  const heading = page.getByRole('heading', { name: '猜你喜欢' });
  await heading.scrollIntoViewIfNeeded();
  await expect(stairs).toBeVisible();
  const [s, h] = [await stairs.boundingBox(), await heading.boundingBox()];
  expect(s!.x + s!.width, 'stair list right edge vs 猜你喜欢').toBeLessThanOrEqual(h!.x);

  // Settlement address cards: every line of an address stays inside its card's border.
  const c = await approvedCompany();
  await c.api.post('/api/order/address', {
    realName: '欧阳长名字收货人',
    phone: '13912345678',
    province: '内蒙古自治区',
    city: '呼和浩特市',
    district: '赛罕区',
    detail: '敕勒川大街1号内蒙古自治区政务服务中心东配楼三层三零一室行政服务大厅',
  });
  await signIn(page, c.phone);
  const p = await productByName(BROCHURE);
  await page.goto(`/cart/settlement?productId=${p.id}&skuId=${p.skus[0].id}&num=${p.minQty}`);
  const cards = page.getByRole('radiogroup', { name: '收货地址' }).locator('label');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    const outside = await card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('span, b')].filter((x) => {
        const r = x.getBoundingClientRect();
        return r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5;
      }).length;
    });
    expect(outside).toBe(0);
  }

  // Contact details come from configuration, filled into the help pages; no made-up address is shown.
  await page.goto('/helpCentre?type=YinSi');
  const article = page.getByRole('main');
  await expect(article.getByText('400-820-1688')).toBeVisible();
  await expect(article).not.toContainText('{{');
  await expect(article).not.toContainText('qili-print.example');
  await page.goto('/indexpage/AboutUs');
  await expect(page.getByRole('main')).not.toContainText('qili-print.example');
});
