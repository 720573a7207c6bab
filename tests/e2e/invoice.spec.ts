import { expect, test } from '@playwright/test';
import { DEMO, hydrated, loginByPassword } from './helpers.ts';
import { expectAccessible, expectFieldCleared, PHONE_VIEWPORT } from './account-helpers.ts';
import { expectDialogActions } from './layout.ts';
import { approvedCompany, BASE, ops } from './journey-helpers.ts';
import { placeOrder, skus, uploadReceipt } from '../helpers/orders.ts';

test('my invoices: the issued one downloads, a new request for a paid order appears as 待开票; axe clean', async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/invoice');
  await expect(page.getByRole('heading', { name: '我的发票' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);

  // The seeded issued invoice downloads as a PDF of the company's own.
  const download = page.getByRole('link', { name: '下载发票' }).first();
  const href = await download.getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // On a 390 px phone the order list stays inside the dialog's padding (a fieldset is as wide as its widest line, and
  // an order number with its amount pushed the list past the dialog's right edge).
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: '申请开票' });
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  const sticking = await dialog.evaluate((d) => {
    const inner = d.getBoundingClientRect().right - parseFloat(getComputedStyle(d).paddingRight);
    return [...d.querySelectorAll('fieldset, fieldset li')]
      .map((e) => Math.round(e.getBoundingClientRect().right - inner))
      .filter((over) => over > 0);
  });
  expect(sticking).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.setViewportSize(desk);

  // Request an invoice for one paid order with a saved title.
  await page.getByRole('button', { name: '申请开票' }).click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Each order says what it was and when it was paid, not its 24-digit number alone.
  const form = (await (await page.request.get('/api/invoice/form')).json()).data;
  expect(form.orders.length).toBeGreaterThan(0);
  for (const [i, o] of form.orders.entries()) {
    const goods = o.lines[0].productName + (o.lines.length > 1 ? ` 等${o.lines.length}种` : '');
    const paid = new Date(new Date(o.paidAt).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    await expect(dialog.getByRole('listitem').nth(i)).toContainText(`${o.orderNo}${goods} · ${paid} 付款`);
  }
  const first = dialog.getByRole('checkbox').first();
  const orderNo = (await first.locator('xpath=..').innerText()).match(/QL\d+/)![0];
  await first.check();
  await expect(dialog.getByLabel('发票抬头')).toBeVisible();
  // The chosen title is also written out in full below the select, whose text a long company name cuts off.
  const chosen = (await dialog.getByLabel('发票抬头').locator('option:checked').innerText()).match(/^(.+)：(.+)（(\w+)）$/)!;
  await expect(dialog.getByText(`${chosen[1]}：${chosen[2]}`, { exact: true })).toBeVisible();
  await expect(dialog.getByText(`税号：${chosen[3]}`, { exact: true })).toBeVisible();
  // The page reloads itself after the success message: wait for both, or the next click races the request.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('开票申请已提交')).toBeVisible();
  await reloaded;
  await page.getByRole('link', { name: '待开票' }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('待开票');

  // the same order cannot be requested twice
  await page.getByRole('button', { name: '申请开票' }).click();
  await expect(page.getByRole('dialog', { name: '申请开票' }).getByText(orderNo)).toHaveCount(0);
});

test("from an order's 申请开票 (/invoice?apply=<id>): after the success the form stays closed and the list shows the request", async ({
  page,
}) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/invoice');
  // An order still eligible (the test above takes the first one).
  const order = await page.evaluate(async () => {
    const r = await fetch('/api/invoice/form', { headers: { Authorization: `Bearer ${localStorage.getItem('qili-token')}` } });
    return ((await r.json()) as { data: { orders: { id: number; orderNo: string }[] } }).data.orders.at(-1)!;
  });
  await page.goto(`/invoice?apply=${order.id}`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: '申请开票' });
  await expect(dialog.getByRole('checkbox', { name: order.orderNo })).toBeChecked();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('开票申请已提交')).toBeVisible();
  await reloaded;
  // The page it loads again no longer names the order: reading ?apply= again reopened the form with 该订单暂不能申请开票.
  await expect(page).toHaveURL(/\/invoice$/);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: '申请开票' })).toBeHidden();
  await expect(page.getByText('该订单暂不能申请开票')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: order.orderNo })).toContainText('待开票');
});

test('a buyer sub-account (no invoice permission) has no 我的发票 entry and the page refuses', async ({ page }) => {
  await loginByPassword(page, DEMO.buyer, DEMO.password, '/invoice');
  await expect(page.getByRole('navigation', { name: '个人中心' }).getByRole('link', { name: '我的发票' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: '权限' })).toBeVisible();
});

test("申请开票's dialog has the store's dialog buttons on a 390 px phone: 取消, then 提交申请 at the right", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginByPassword(page, DEMO.main, DEMO.password, '/invoice');
  await hydrated(page);
  await page.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: '申请开票' });
  await expect(dialog.getByLabel('备注', { exact: true })).toBeVisible();
  await expectDialogActions(dialog, '备注', '提交申请');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});

test('on a 390 px phone 申请开票 with no order picked says so under the order list, which gets focus', async ({ page }) => {
  // A company of its own with one paid order (the demo's eligible orders are taken by the tests above).
  const c = await approvedCompany();
  const sku = (await skus(process.env.E2E_DATA_DIR!, 5)).find((s) => s.stock > 20)!;
  const placed = await placeOrder(c.api, sku);
  expect(placed.status, placed.msg).toBe(200);
  const { orderId, orderNo } = placed.data as { orderId: number; orderNo: string };
  expect((await uploadReceipt(BASE, c.token, orderId)).status).toBe(200);
  await ops('payment:confirm', orderNo);
  await page.setViewportSize(PHONE_VIEWPORT);
  await loginByPassword(page, c.phone, 'abc12345', '/invoice');
  await hydrated(page);
  await page.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: '申请开票' });
  const orders = dialog.getByRole('group', { name: /选择订单/ });
  await dialog.getByRole('button', { name: '提交申请' }).click();
  // The group says it (aria-invalid, its description); its first check box has focus.
  await expect(orders.getByRole('checkbox').first()).toBeFocused();
  await expect(orders).toHaveAttribute('aria-invalid', 'true');
  await expect(orders).toHaveAccessibleDescription('请选择要开票的订单');
  await expect(dialog.locator('#invoice-orders-error')).toBeInViewport();
  await orders.getByRole('checkbox').first().check();
  await expectFieldCleared(orders);
  await expectAccessible(page);
});

// An order in after-sales cannot be invoiced until the after-sales ends (its amount waits on the refund): the dialog
// left it out without a word, and a clerk looking for it there had no reason why.
test('申请开票 says why an order in after-sales is not in its list', async ({ page }) => {
  await loginByPassword(page, DEMO.main, DEMO.password, '/invoice');
  await hydrated(page);
  const orders: { orderNo: string; state: string }[] = (await (await page.request.get('/api/order/list?limit=50')).json()).data.list;
  const inAftersale = orders.find((o) => o.state === 'aftersale')!.orderNo;
  await page.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByRole('dialog', { name: '申请开票' });
  // Under the list, or under 暂无数据哦~ when the tests above took the demo's eligible orders.
  await expect(dialog.getByText('售后处理中的订单不在此列，售后结束后可申请开票')).toBeVisible();
  await expect(dialog).not.toContainText(inAftersale);
});
