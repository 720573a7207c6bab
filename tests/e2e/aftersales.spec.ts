import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { DEMO, hydrated, loginByPassword } from './helpers.ts';
import { client } from '../helpers/client.ts';
import { claimable, submitAs } from '../helpers/aftersales.ts';
import { expectDialogActions } from './layout.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function ops(...argv: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts/ops.mjs'), ...argv], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function token(request: APIRequestContext, phone = DEMO.main) {
  const r = await (await request.post('/api/login', { data: { phone, password: DEMO.password } })).json();
  return r.data.token as string;
}

/** A received (已完成) order of the demo main account, made through the real calls and operator commands. */
async function completedOrder(request: APIRequestContext, baseURL: string) {
  const t = await token(request);
  const headers = { authorization: `Bearer ${t}` };
  // A slice of the seeded spot SKUs no other browser test buys from (stock is counted exactly elsewhere).
  const [skuId, , productId] = ops('stock:list', '--type', '5', '--limit', '300')
    .trim()
    .split('\n')
    .slice(200)
    .map((l) => l.split('\t'))
    .find((c) => Number(c[4]) > 60 && c[5] === '1' && c[6] === '1')!;
  // No coupon: the demo account's seeded coupons would cover these cheap goods and leave nothing to refund.
  const body = {
    buyNow: { productId: Number(productId), skuId: Number(skuId), num: 2 },
    userCouponId: 0,
    idempotencyKey: `e2e${Date.now()}x${Math.random().toString(36).slice(2)}`,
  };
  let c = await (await request.post('/api/order/create', { headers, data: body })).json();
  if (c.msg === '请选择收货地址') {
    await request.post('/api/order/address', {
      headers,
      data: {
        realName: '赵售后',
        phone: '13800000000',
        province: '上海市',
        city: '上海市',
        district: '浦东新区',
        detail: '世纪大道100号28楼',
      },
    });
    c = await (await request.post('/api/order/create', { headers, data: body })).json();
  }
  expect(c.status, c.msg).toBe(200);
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ddd' } })
    .png()
    .toBuffer();
  const up = await request.post(`/api/order/receipt?id=${c.data.orderId}`, {
    headers: { ...headers, origin: baseURL },
    multipart: { file: { name: '回单.png', mimeType: 'image/png', buffer: png } },
  });
  expect((await up.json()).status).toBe(200);
  ops('payment:confirm', c.data.orderNo);
  ops('order:ship', c.data.orderNo, '--carrier', '顺丰速运', '--tracking', `SF${Date.now()}`);
  expect((await (await request.post('/api/order/take', { headers, data: { id: c.data.orderId } })).json()).status).toBe(200);
  return { id: c.data.orderId as number, orderNo: c.data.orderNo as string, token: t };
}

test('a completed order: evaluate it, apply for after-sales, see the record, read its contract', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const o = await completedOrder(request, baseURL!);
  await loginByPassword(page, DEMO.main, DEMO.password, `/orderDetail/${o.id}`);
  await expect(page.getByRole('heading', { name: /订单详情/ })).toContainText('已完成');

  // Evaluate the line.
  await page.getByRole('link', { name: '评价', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/evaluate\\?orderId=${o.id}`));
  // The form is an island: filled before it hydrates, the fields' values would be the page's, not its state's (a CI
  // run submitted it that way and got no answer).
  await hydrated(page);
  const form = page.getByRole('form').first();
  await form.getByRole('radio', { name: '商品评分4分' }).check({ force: true });
  await form.getByLabel('评价内容').fill('印刷清晰，颜色还原好，交期准时。');
  await form.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('评价成功')).toBeVisible();
  await expect(page.getByText('印刷清晰，颜色还原好，交期准时。')).toBeVisible();
  await expect(page.getByText(/已评价/)).toBeVisible();

  // Apply for after-sales on it (refund only, 1 unit, the largest amount offered).
  await page.goto(`/orderDetail/${o.id}`);
  await page.getByRole('link', { name: '申请售后' }).click();
  await expect(page.getByRole('heading', { name: '申请售后' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('radio', { name: /仅退款/ }).check();
  await page.getByLabel('售后原因').selectOption('商品破损');
  await page.getByLabel(/售后数量/).fill('1');
  await page.getByLabel('问题描述').fill('到货时有一件外包装破损。');
  await page.getByLabel('售后凭证图片', { exact: true }).setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 80, height: 80, channels: 3, background: '#c99' } })
      .png()
      .toBuffer(),
  });
  await expect(page.getByRole('img', { name: '售后凭证图片1' })).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/asRecordDetail\?id=\d+/);
  await expect(page.getByRole('heading', { name: /售后详情/ })).toContainText('待审核');
  const asNo = (await page.getByText(/售后单号：SH\d+/).textContent())!.match(/SH\d+/)![0];

  // It is in the record list.
  await page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '售后记录' }).click();
  const row = page.getByRole('row', { name: new RegExp(asNo) });
  await expect(row).toContainText('仅退款');
  await expect(row).toContainText('待审核');
  // The order now shows its refund progress.
  await page.goto(`/cart/refund?orderId=${o.id}`);
  await expect(page.getByRole('row', { name: new RegExp(asNo) })).toBeVisible();

  // Its purchase contract: printable page and PDF download.
  await page.goto('/myContract');
  await page
    .getByRole('row', { name: new RegExp(o.orderNo) })
    .getByRole('link', { name: '查看合同' })
    .click();
  const doc = page.getByRole('article', { name: /采购合同 HT/ });
  await expect(doc.getByRole('heading', { name: '采购合同' })).toBeVisible();
  await expect(doc).toContainText(o.orderNo);
  await expect(doc).toContainText(/合同总金额（大写）：人民币.+[元角分整]/);
  await expect(page.getByRole('button', { name: '打印合同' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '下载PDF' }).click()]);
  const file = await download.path();
  expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});

test("售后数量 out of range gets the form's Chinese message, not the browser's bubble", async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/myOrder');
  const orders: { id: number; state: string }[] = (await (await page.request.get('/api/order/list?limit=50')).json()).data.list;
  const order = orders.find((o) => o.state === 'unshipped')!;
  await page.goto(`/submitAS?orderId=${order.id}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: '申请售后' });
  // The first line is chosen: what it has left, as the form shows it.
  const [, left, unit] = (await form.textContent())!.match(/可申请 (\d+)(\S+?)，/)!;
  await form.getByLabel('售后原因').selectOption('商品破损');
  const num = form.getByLabel(/售后数量/);
  // Nothing is sent: the form says why, in the words the server would answer with (aftersaleNumProblem).
  for (const [typed, said] of [
    [String(Number(left) + 51), `售后数量不能超过${left}${unit}`],
    ['0', '售后数量需为正整数'],
  ]) {
    await num.fill(typed!);
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText(said!)).toBeVisible();
    await expect(page).toHaveURL(/\/submitAS\?/);
  }
});

test('on a 390 px phone, the 售后类型 choices keep their words on one line (the note beside them wraps instead)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginByPassword(page, DEMO.main, DEMO.password, '/myOrder');
  const orders: { id: number; state: string }[] = (await (await page.request.get('/api/order/list?limit=50')).json()).data.list;
  await page.goto(`/submitAS?orderId=${orders.find((o) => o.state === 'unshipped')!.id}`);
  await hydrated(page);
  const type = page.getByRole('group', { name: '售后类型' });
  await expect(type).toContainText('订单未发货，只能申请仅退款');
  for (const name of ['仅退款', '退货退款']) {
    // The lines the label's words take: one rectangle per line of the text.
    const lines = await type.getByText(name, { exact: true }).evaluate(
      (l) =>
        [...l.childNodes]
          .filter((n) => n.nodeType === 3 && n.textContent!.trim())
          .map((n) => {
            const r = document.createRange();
            r.selectNodeContents(n);
            return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
          })[0],
    );
    expect(lines, name).toBe(1);
  }
});

test("撤销申请 asks in the personal centre's own 提示 dialog, not the browser's, and withdraws on 确定", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const o = await completedOrder(request, baseURL!);
  // The request as the buyer's form sends it (the API tests' helpers), on the order's first line.
  const buyer = client(baseURL!, o.token);
  const applied = await submitAs(buyer, o.id, (await claimable(buyer, o.id)).lines[0]!.id, 1);
  expect(applied.status, applied.msg).toBe(200);
  const native: string[] = [];
  page.on('dialog', (d) => {
    native.push(d.message());
    void d.dismiss();
  });
  await loginByPassword(page, DEMO.main, DEMO.password, `/asRecordDetail?id=${applied.data.id}`);
  await hydrated(page);
  const asNo = (await page.getByText(/售后单号：SH\d+/).textContent())!.match(/SH\d+/)![0];
  await page.getByRole('button', { name: '撤销申请' }).click();
  const ask = page.getByRole('alertdialog', { name: '提示' });
  await expect(ask).toContainText(`确定撤销售后申请 ${asNo} 吗？`);
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(ask).toBeHidden();
  await page.getByRole('button', { name: '撤销申请' }).click();
  await ask.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('售后申请已撤销')).toBeVisible();
  await expect(page.getByRole('button', { name: '撤销申请' })).toHaveCount(0);
  expect(native).toEqual([]);
});

test('at 1366 px the contract and invoice lists keep dates, amounts and types whole; the contract search stands clear of its heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginByPassword(page, DEMO.main, DEMO.password, '/myContract');
  // The lines a cell's own text takes (one rectangle per line of each of its text nodes).
  const lines = (cell: Locator) =>
    cell.evaluate((td) => {
      const r = document.createRange();
      r.selectNodeContents(td);
      return new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.bottom))).size;
    });
  const rows = page.locator('table.list-table tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all())
    for (const label of ['合同金额', '签订日期', '订单状态']) {
      const cell = row.locator(`td[data-label="${label}"]`);
      expect([label, await cell.innerText(), await lines(cell)]).toEqual([label, await cell.innerText(), 1]);
    }
  const heading = (await page.getByRole('heading', { level: 1, name: '我的合同' }).boundingBox())!;
  const search = (await page.getByRole('main').getByRole('search').boundingBox())!;
  expect(search.y - (heading.y + heading.height)).toBeGreaterThanOrEqual(8);

  await page.goto('/invoice');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all())
    for (const label of ['类型', '金额']) {
      const cell = row.locator(`td[data-label="${label}"]`);
      expect([label, await cell.innerText(), await lines(cell)]).toEqual([label, await cell.innerText(), 1]);
    }
});

test("填写退货物流's dialog has the store's dialog buttons: 取消, then 提交 at the right, a dialog's size; errors under their fields", async ({
  page,
  request,
}) => {
  const t = await token(request);
  const list = (await (await request.get('/api/afterSales/list?limit=50', { headers: { authorization: `Bearer ${t}` } })).json()).data
    .list as { id: number; state: string }[];
  const approved = list.find((a) => a.state === 'approved');
  expect(approved, 'the seed has an approved after-sales record').toBeTruthy();
  await loginByPassword(page, DEMO.main, DEMO.password, `/asRecordDetail?id=${approved!.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: '填写退货物流' }).click();
  const dialog = page.getByRole('dialog', { name: '填写退货物流' });
  await expectDialogActions(dialog, '物流单号', '提交');
  // Sent empty: each field says what it lacks under itself (a toast said only the first), 物流公司 has focus.
  await dialog.getByRole('button', { name: '提交' }).click();
  const carrier = dialog.getByLabel('物流公司');
  await expect(carrier).toHaveAccessibleDescription('请填写物流公司');
  await expect(carrier).toBeFocused();
  await expect(dialog.getByLabel('物流单号')).toHaveAccessibleDescription('请填写物流单号');
  await carrier.fill('顺丰速运');
  await expect(carrier).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});

test('on a 390 px phone, 我的合同 keeps its search box and 搜索 on one line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginByPassword(page, DEMO.main, DEMO.password, '/myContract');
  const search = page.getByRole('main').getByRole('search');
  const [box, button] = await Promise.all(
    [search.getByRole('textbox'), search.getByRole('button', { name: '搜索' })].map(async (l) => (await l.boundingBox())!),
  );
  expect(Math.abs(box.y + box.height / 2 - (button.y + button.height / 2))).toBeLessThan(2);
  expect(button.x + button.width).toBeLessThanOrEqual(390);
});

test('on a 390 px phone, a notice keeps the width for its text, its 查看 and 标为已读 side by side below it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginByPassword(page, DEMO.finance, DEMO.password, '/orderInform');
  const items = page.getByRole('list', { name: '消息列表' }).getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  let both = 0;
  for (const item of await items.all()) {
    const text = (await item.locator('.text').boundingBox())!;
    expect(text.width).toBeGreaterThan(300);
    const buttons = await Promise.all((await item.getByRole('button').all()).map(async (b) => (await b.boundingBox())!));
    for (const b of buttons) expect(b.y).toBeGreaterThanOrEqual(text.y + text.height);
    if (buttons.length === 2) {
      both++;
      expect(buttons[1]!.y).toBe(buttons[0]!.y);
    }
  }
  expect(both).toBeGreaterThan(0);
});

test('order notices: the unread count drops after reading', async ({ page, request }) => {
  const t = await token(request);
  const unread = async () =>
    (await (await request.get('/api/orderInform/unread', { headers: { authorization: `Bearer ${t}` } })).json()).data.count as number;
  const before = await unread();
  expect(before).toBeGreaterThan(1);
  await loginByPassword(page, DEMO.main, DEMO.password, '/orderInform');
  await expect(page.getByLabel(`未读通知${before}条`)).toBeVisible();
  // The personal-centre menu's badge follows the page's count, without another page.
  const menuBadge = page
    .getByRole('navigation', { name: '个人中心' })
    .getByRole('link', { name: /消息通知/ })
    .locator('[data-menu-badge]');
  await expect(menuBadge).toHaveText(String(before));
  const first = page.getByRole('listitem', { name: /^未读：/ }).first();
  await first.getByRole('button', { name: '标为已读' }).click();
  await expect(page.getByLabel(`未读通知${before - 1}条`)).toBeVisible();
  await expect(menuBadge).toHaveText(String(before - 1));
  await expect(menuBadge).toHaveAttribute('aria-label', `${before - 1}条未读`);
  expect(await unread()).toBe(before - 1);
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByLabel('未读通知0条')).toBeVisible();
  await expect(menuBadge).toBeHidden();
  await page.reload();
  await expect(page.getByRole('listitem', { name: /^未读：/ })).toHaveCount(0);
  expect(await unread()).toBe(0);
});

test('a visitor opening the after-sales pages is sent to /login', async ({ page }) => {
  for (const p of ['/asRecord', '/submitAS?orderId=1', '/myContract', '/orderInform', '/invoice', '/evaluate', '/cart/refund?orderId=1']) {
    await page.goto(p);
    await expect(page).toHaveURL(/\/login\?redirect=/);
  }
});

test('pages opened without their query say what they are for and lead on; old after-sales addresses still open', async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/cart/refund');
  await expect(page.getByRole('heading', { name: '退款进度' })).toBeVisible();
  await expect(page.getByText('未指定订单')).toBeVisible();
  await page.getByRole('region', { name: '如何查看退款进度' }).getByRole('link', { name: '我的订单' }).click();
  await expect(page).toHaveURL(/\/myOrder$/);

  await page.goto('/groupDetail');
  await expect(page.getByRole('heading', { name: '拼团详情' })).toBeVisible();
  await expect(page.getByText('未指定拼团商品')).toBeVisible();
  await page.getByRole('link', { name: '去拼团购' }).click();
  await expect(page).toHaveURL(/\/indexpage\/combination$/);

  // a notice or bookmark from before the move
  await page.goto('/afterSales/asRecord?state=open');
  await expect(page).toHaveURL(/\/asRecord\?state=open$/);
  await expect(page.getByRole('heading', { name: '售后记录' })).toBeVisible();
});
