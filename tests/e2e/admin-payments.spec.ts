// 异常付款 and 需红冲 as an operator meets them, on a server of this file's own with a fake WeChat Pay (the suite's
// server has none, and only an online payment lands while a receipt waits). The buyer's side goes through the API;
// the operator works in the browser: the dashboard's queue, the list, the order page's 处理异常付款 with its note,
// then an issued invoice refunded afterwards found by the invoice list's filter (and the dashboard's 需红冲), its 红冲 recorded.
import fs from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { freePort, startServer, type TestServer } from '../helpers/server.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { STAFF as STAFF_API, staffLogin } from '../helpers/staff.ts';
import { addAddress, newCompany, placeOrder, skus, uploadReceipt } from '../helpers/orders.ts';
import { claimable, submitAs } from '../helpers/aftersales.ts';
import { hydrated } from './helpers.ts';
import { act, STAFF, staffSignIn } from './admin-helpers.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let app: TestServer;
let context: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  fake = await startFakeWechat();
  const port = await freePort();
  app = await startServer({ port, env: fake.env(`http://127.0.0.1:${port}/api/pay/wechat/notify`), waitMs: 90_000 });
  context = await browser.newContext({ baseURL: app.url, locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
});
test.afterAll(async () => {
  await context?.close();
  await app?.stop();
  await fake?.close();
  // The data directory is this file's own (startServer made it): nothing is left in the temporary folder.
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true });
});

const queue = (page: Page) => page.locator('[data-queue="payment-exceptions"] .n');

test('an operator finds a possible double payment in 异常付款, closes it out with a note, then finds the invoice to 红冲', async () => {
  test.setTimeout(120_000);
  // The buyer opens the WeChat code, uploads a transfer receipt, then pays by WeChat after all.
  const buyer = await newCompany(app.url, app.dataDir);
  await addAddress(buyer.api);
  const sku = (await skus(app.dataDir, 5)).find((s) => s.stock > 20)!;
  const placed = await placeOrder(buyer.api, sku, sku.minQty, { userCouponId: 0 });
  expect(placed.status, placed.msg).toBe(200);
  const { orderId, orderNo } = placed.data as { orderId: number; orderNo: string };
  expect((await buyer.api.post('/api/order/pay/wechat', { id: orderId })).status).toBe(200);
  expect((await uploadReceipt(app.url, buyer.token, orderId)).status).toBe(200);
  const n = fake.pay(orderNo);
  expect((await fetch(`${app.url}/api/pay/wechat/notify`, { method: 'POST', headers: n.headers, body: n.body })).status).toBe(204);

  const page = await context.newPage();
  await staffSignIn(page, STAFF.operator);
  await expect(queue(page)).toHaveText('1');
  await page.getByRole('link', { name: /^\d+ 异常付款$/ }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?state=exception$/);
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('可能重复付款');
  await expect(row).toContainText('对公转账');
  await row.getByRole('link', { name: orderNo }).click();
  await hydrated(page);
  await expect(page.getByText(/异常原因：订单已通过微信支付付款/)).toBeVisible();
  const form = (await page.getByRole('form', { name: /^处理异常付款 #\d+$/ }).getAttribute('aria-label'))!;
  // The note is required: the form says so before anything is sent.
  await page.getByRole('form', { name: form }).getByRole('button', { name: form }).click();
  await expect(page.getByRole('form', { name: form }).getByText('请填写处理说明')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await act(page, form, { 处理说明: '已核对：转账已到账，已原路退回' });
  await expect(page.getByText(/对公转账 · .* · 异常已处理/)).toBeVisible();
  await expect(page.getByRole('form', { name: form })).toHaveCount(0);
  await expect(page.getByText('处理异常付款').first()).toBeVisible(); // the audit trail
  await page.goto('/admin');
  await expect(queue(page)).toHaveText('0');
  await page.goto('/admin/payments?state=resolved');
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('处理说明：已核对：转账已到账，已原路退回');

  // The paid order is invoiced, then part of it is refunded: the invoice list's filter finds it, marked 需红冲.
  await buyer.api.post('/api/billInfo/add', { type: 1, title: '红冲演示有限公司', taxNo: '91310000MA1FL8XQ37' });
  const titleId = (await buyer.api.get('/api/invoice/form')).data.titles[0].id;
  const inv = await buyer.api.post('/api/invoice/apply', { orderIds: [orderId], titleId });
  expect(inv.status, inv.msg).toBe(200);
  const operator = await staffLogin(app.url, STAFF_API.operator);
  const file = new FormData();
  file.append('file', new Blob([new Uint8Array(PDF)]), '发票.pdf');
  expect((await operator.call('POST', `/api/admin/invoice/issue?id=${inv.data.id}`, file, { origin: app.url })).status).toBe(200);
  const line = (await claimable(buyer.api, orderId)).lines[0]!;
  const as = await submitAs(buyer.api, orderId, line.id, 1);
  expect(as.status, as.msg).toBe(200);
  await operator.post('/api/admin/aftersale/approve', { id: as.data.id });
  expect((await operator.post('/api/admin/aftersale/refund', { id: as.data.id })).status).toBe(200);

  await page.goto('/admin/invoices');
  await page.getByLabel('状态').selectOption({ label: '开票后退款（需红冲）' });
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/state=refunded/);
  const invRow = page.getByRole('row').filter({ hasText: inv.data.invoiceNo });
  await expect(invRow).toContainText('已开票后退款 ¥0.01，需红冲');
  await invRow.getByRole('link', { name: inv.data.invoiceNo }).click();
  await expect(page.getByText('已开票后退款 ¥0.01，需红冲')).toBeVisible();
  await expect(page.getByText('请对该发票红冲')).toBeVisible();

  // Finance made the red-letter invoice: the operator records it; the mark and the dashboard's count are gone.
  await page.goto('/admin');
  await expect(page.locator('[data-queue="red-flush"] .n')).toHaveText('1');
  await page.getByRole('link', { name: /^\d+ 需红冲$/ }).click();
  await page.getByRole('row').filter({ hasText: inv.data.invoiceNo }).getByRole('link', { name: inv.data.invoiceNo }).click();
  await hydrated(page);
  await act(page, '记录红冲', { 红冲说明: '已开具红字发票，按剩余实付重开', '红字发票号码（选填）': 'HZ20261128001' });
  await expect(page.getByText(/已红冲 ¥0\.01（.*，红字发票号码 HZ20261128001）/)).toBeVisible();
  await expect(page.getByText('已开票后退款 ¥0.01，需红冲')).toHaveCount(0);
  await expect(page.getByRole('form', { name: '记录红冲' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.locator('[data-queue="red-flush"] .n')).toHaveText('0');
});
