import { expect, test } from '@playwright/test';
import { DEMO } from './helpers.ts';
import { hydrated, loginAs } from './activities-helpers.ts';

test.describe('visitor pages', () => {
  test('activity centre previews each zone; the zones ask a visitor to log in', async ({ page }) => {
    await page.goto('/indexpage/activityGoods');
    const main = page.locator('.act-page');
    for (const name of ['限时秒杀', '折扣专区', '拼团购', '领券中心'])
      await expect(main.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(main.locator('.ot-price').first()).toBeVisible();
    await main.getByRole('link', { name: '进入秒杀专场 ›' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Findexpage%2Fseckill/);
  });

  test('design centre filters templates by category and links each to its product with the template', async ({ page }) => {
    await page.goto('/indexpage/designCenter');
    const main = page.locator('.act-page');
    await expect(main.getByRole('list', { name: '设计模板' }).getByRole('listitem')).toHaveCount(12);
    await main.getByRole('link', { name: /^商务礼品（\d+）$/ }).click();
    await expect(page).toHaveURL(/category=\d+/);
    const cards = main.getByRole('list', { name: '设计模板' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(cards.filter({ hasText: '商务礼品 · 适用' })).toHaveCount(5);
    const use = cards.first().getByRole('link', { name: /^使用模板/ });
    await expect(use).toHaveAttribute('href', /^\/productDetail\?productId=\d+&name=.+&templateId=\d+$/);
    await expect(use).toHaveAttribute('target', '_blank');
  });

  test('about us shows the introduction, qualifications and contact', async ({ page }) => {
    await page.goto('/indexpage/AboutUs');
    const main = page.locator('.act-page');
    for (const h of ['公司介绍', '资质证照', '联系我们']) await expect(main.getByRole('heading', { name: h })).toBeVisible();
    await expect(main.getByText('400-820-1688')).toBeVisible();
    await expect(main.getByText(/统一社会信用代码：91310115MA1K4ABC2B/)).toBeVisible();
  });

  test('the agreement shows the user service agreement from the database', async ({ page }) => {
    await page.goto('/agreement');
    await expect(page.getByRole('heading', { name: '启力印象用户服务协议' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '一、服务对象' })).toBeVisible();
  });
});

test.describe('logged-in pages', () => {
  test('seckill: slots, countdown, stock progress, a purchase and the sold-out state', async ({ page, request }) => {
    await loginAs(page, DEMO.main, '/indexpage/seckill');
    const main = page.locator('.act-page');
    await expect(main.getByRole('navigation', { name: '秒杀场次' }).getByRole('link')).toHaveCount(9);
    await expect(main.getByRole('timer')).toBeVisible();
    const items = main.getByRole('list', { name: '秒杀商品' }).getByRole('listitem');
    await expect(items).toHaveCount(5);
    await expect(items.first().locator('progress')).toBeVisible();
    const pick = items.filter({ has: page.getByRole('button', { name: /^立即抢购/ }) }).nth(1);
    // Held by name: once bought, the card offers 已抢到，去结算 instead of 立即抢购.
    const card = items.filter({ has: page.getByText((await pick.locator('.name').textContent())!, { exact: true }) });
    const before = await card.getByText(/剩余\d+件/).textContent();
    await hydrated(page);
    await card.getByRole('button', { name: /^立即抢购/ }).click();
    await expect(page.getByText('抢购成功，请在30分钟内完成下单')).toBeVisible();
    await expect(card.getByRole('link', { name: '已抢到，去结算' })).toBeVisible();
    await expect(main.getByRole('link', { name: '去结算', exact: true })).toHaveAttribute('href', /\/cart\/settlement\?seckill=\d+/);
    const left = Number(/剩余(\d+)件/.exec(before!)![1]);
    await expect(card.getByText(new RegExp(`剩余${left - 1}件`))).toBeVisible();
    // The 5-unit lot sells out (other accounts buy it through the API) and the page shows it.
    const lot = (await (await request.get('/api/seckill/list')).json()).data.list.find((g: { stock: number }) => g.stock === 5);
    for (const [phone, num] of [
      [DEMO.otherMain, 2],
      [DEMO.third, 2],
      [DEMO.buyer, 1],
    ] as const) {
      const token = (await (await request.post('/api/login', { data: { phone, password: DEMO.password } })).json()).data.token;
      const r = await request.post('/api/seckill/buy', { data: { id: lot.id, num }, headers: { authorization: `Bearer ${token}` } });
      expect((await r.json()).status).toBe(200);
    }
    await page.reload();
    const soldOut = items.filter({ hasText: lot.storeName }).first();
    await expect(soldOut.getByRole('button', { name: '已抢光' })).toBeDisabled();
    await expect(soldOut.getByText('已抢100%')).toBeVisible();
    // Tomorrow's slots are previews only.
    await main.getByRole('link', { name: '明日预告' }).click();
    await expect(main.getByRole('button', { name: '即将开抢' }).first()).toBeVisible();
  });

  test('discount zone strikes through the original price', async ({ page }) => {
    await loginAs(page, DEMO.buyer, '/indexpage/discount');
    const items = page.locator('.act-page').getByRole('list', { name: '折扣商品' }).getByRole('listitem');
    await expect(items).toHaveCount(12);
    const ot = items.first().locator('s.ot-price');
    await expect(ot).toHaveText(/^¥[\d,.]+$/);
    expect(await ot.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    await expect(page.locator('.pager').getByRole('link', { name: '2' })).toBeVisible();
  });

  test('group-buy: from the list to the detail, start a group', async ({ page }) => {
    await loginAs(page, DEMO.otherMain, '/indexpage/combination');
    const main = page.locator('.act-page');
    const card = main.getByRole('list', { name: '拼团商品' }).getByRole('listitem').filter({ hasText: '2人团' }).first();
    const href = await card.getByRole('link', { name: '去拼团' }).getAttribute('href');
    await page.goto(href!);
    await hydrated(page);
    await main.getByRole('button', { name: '发起拼团' }).click();
    await expect(page.getByText('开团成功，请尽快完成支付')).toBeVisible();
    await expect(main.getByText('拼团中（0/2人已付款）')).toBeVisible();
    await expect(main.getByRole('list', { name: '团员' })).toContainText('团长 北京远***司（待付款）');
    await expect(main.getByRole('link', { name: '去支付' })).toHaveAttribute('href', /\/cart\/settlement\?group=\d+/);
    await expect(page).toHaveURL(/groupDetail\?teamId=\d+/);
  });

  test('coupon centre: claim a coupon', async ({ page }) => {
    await loginAs(page, DEMO.main, '/indexpage/getcoupon');
    const main = page.locator('.act-page');
    await hydrated(page);
    await main.getByRole('button', { name: '领取 全场满500减50' }).click();
    await expect(page.getByText('领取成功')).toBeVisible();
    const coupon = main.getByRole('listitem').filter({ hasText: '全场满500减50' });
    await expect(coupon.getByRole('link', { name: '已领取，去查看' })).toHaveAttribute('href', '/coupon');
    await expect(coupon).toContainText('已领1张');
  });

  test('public notices: list and detail', async ({ page }) => {
    await loginAs(page, DEMO.buyer, '/public');
    const main = page.locator('.act-page');
    await expect(main.getByRole('listitem').first()).toContainText('置顶');
    await main.getByRole('link', { name: '平台上线设计中心，海量模板免费使用' }).click();
    await expect(main.getByRole('heading', { name: '平台上线设计中心，海量模板免费使用' })).toBeVisible();
    await expect(main.getByRole('link', { name: '设计中心' })).toHaveAttribute('href', '/indexpage/designCenter');
    await main.getByRole('link', { name: '← 返回公告列表' }).click();
    await expect(page).toHaveURL(/\/public$/);
  });

  test('help centre: the four fixed pages and help articles by category', async ({ page }) => {
    await loginAs(page, DEMO.buyer, '/helpCentre?type=11');
    const main = page.locator('.act-page');
    await expect(main.getByRole('heading', { name: '售后说明', level: 1 })).toBeVisible();
    await expect(main.getByRole('table')).toContainText('印刷质量问题');
    const nav = main.getByRole('navigation', { name: '帮助中心' });
    for (const [link, heading] of [
      ['交期说明', '交期说明'],
      ['启力印象隐私协议', '启力印象隐私协议'],
      ['启力印象用户服务协议', '启力印象用户服务协议'],
      ['定制印刷流程', '定制印刷流程'],
    ]) {
      await nav.getByRole('link', { name: link }).click();
      await expect(main.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    }
    await expect(nav.getByRole('heading', { name: '购物指南' })).toBeVisible();
    await expect(main.getByRole('link', { name: '编辑此页' })).toHaveCount(0);
  });
});
