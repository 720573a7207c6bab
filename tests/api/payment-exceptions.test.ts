// What a money audit found staff never saw, on a server of its own with a fake WeChat Pay:
// - exception payments (a WeChat payment not matching its order) in a queue: the dashboard's 异常付款, /admin/payments,
//   `ops payment:exceptions`, closed out with a required note (exception → resolved, logged and audited);
// - a transfer receipt left pending when the order got paid online: it used to stay 待确认 forever (neither confirm nor
//   reject accepts a paid order); it now goes to the same queue as a possible double payment;
// - an issued invoice whose orders were refunded after issue is marked 已开票后退款 ¥x，需红冲 (list, filter, detail, ops,
//   a count on the dashboard) until staff record the 红冲 done (with a note; logged); a refund after that marks it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type TestServer } from '../helpers/server.ts';
import { createTempDatabase } from '../helpers/pg.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { STAFF, staffLogin, type StaffClient } from '../helpers/staff.ts';
import { addAddress, newCompany, ops, opsOk, placeOrder, skus, uploadReceipt, type Sku } from '../helpers/orders.ts';
import { claimable, submitAs } from '../helpers/aftersales.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let app: TestServer;
let buyer: Awaited<ReturnType<typeof newCompany>>;
let operator: StaffClient;
let spot: Sku[];
let pgDb: Awaited<ReturnType<typeof createTempDatabase>> | null = null;

beforeAll(async () => {
  fake = await startFakeWechat();
  const port = await freePort();
  // On the suite's database kind (a database of its own on PostgreSQL).
  if (process.env.API_DB === 'postgres' && process.env.TEST_DATABASE_URL) pgDb = await createTempDatabase(process.env.TEST_DATABASE_URL);
  const env = { ...fake.env(`http://127.0.0.1:${port}/api/pay/wechat/notify`), ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  app = await startServer({ port, env, waitMs: 90_000 });
  buyer = await newCompany(app.url, app.dataDir);
  await addAddress(buyer.api);
  operator = await staffLogin(app.url, STAFF.operator);
  spot = (await skus(app.dataDir, 5)).filter((s) => s.stock > 20);
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await fake?.close();
  await pgDb?.drop();
});

const notify = (n: { body: string; headers: Record<string, string> }) =>
  fetch(`${app.url}/api/pay/wechat/notify`, { method: 'POST', headers: n.headers, body: n.body });
const detail = async (id: number) => (await buyer.api.get(`/api/order/detail/${id}`)).data;
const queueCount = async () =>
  Number(/data-queue="payment-exceptions">\s*<span class="n">(\d+)/.exec((await operator.page('/admin')).html)?.[1]);

const redFlushCount = async () => Number(/data-queue="red-flush">\s*<span class="n">(\d+)/.exec((await operator.page('/admin')).html)?.[1]);

async function newOrder(i: number, more = 0) {
  const r = await placeOrder(buyer.api, spot[i]!, spot[i]!.minQty + more, { userCouponId: 0 });
  expect(r.status, r.msg).toBe(200);
  return r.data as { orderId: number; orderNo: string; payable: number };
}

let doublePaid: { orderId: number; orderNo: string; payable: number };
let receiptId = 0;
let wrongAmount: { orderId: number; orderNo: string };
let wrongId = 0;

describe('exception payments', () => {
  it('a transfer receipt still pending when the order is paid online goes to the exception queue, not 待确认 forever', async () => {
    doublePaid = await newOrder(0, 1); // a unit more: its invoice takes two refunds of a unit (需红冲)
    // The buyer opened the WeChat QR code, then uploaded a transfer receipt, then scanned the code after all.
    expect((await buyer.api.post('/api/order/pay/wechat', { id: doublePaid.orderId })).status).toBe(200);
    expect((await uploadReceipt(app.url, buyer.token, doublePaid.orderId)).status).toBe(200);
    expect((await detail(doublePaid.orderId)).state).toBe('confirming');
    expect((await notify(fake.pay(doublePaid.orderNo))).status).toBe(204);

    const d = await detail(doublePaid.orderId);
    expect(d.state).toBe('unshipped');
    const bank = d.payments.find((p: any) => p.method === 'bank');
    expect(d.payments.find((p: any) => p.method === 'wechat').state).toBe('confirmed');
    // Before: 'pending', and neither 确认收款 nor 驳回 could ever move it (both need the order in 待确认收款).
    expect(bank.state).toBe('exception');
    receiptId = bank.id;
    // The buyer is told the receipt waits for the platform's check, and that a transfer sent as well comes back.
    const notices = (await buyer.api.get('/api/orderInform/list')).data.list.filter(
      (n: any) => n.link === `/orderDetail/${doublePaid.orderId}`,
    );
    expect(notices.map((n: any) => [n.title, n.content])).toContainEqual([
      '转账凭证待平台核对',
      `订单 ${doublePaid.orderNo} 已通过微信支付付款，您此前上传的转账凭证不再确认。如该笔转账也已汇出，平台核对到账后将原路退回，无需您操作。`,
    ]);
    const confirm = await operator.post('/api/admin/payment/confirm', { id: doublePaid.orderId });
    expect([confirm.http, confirm.msg]).toEqual([409, '订单当前状态为「待发货」，不能确认收款']);
    const page = (await operator.page(`/admin/orders/${doublePaid.orderId}`)).html;
    expect(page).toContain('异常原因：订单已通过微信支付付款，此转账凭证未确认，可能重复付款，请核对到账后退款或处理');
    expect(page).toContain(`处理异常付款 #${receiptId}`);
  });

  it('confirming a transfer flags no receipt of its own', async () => {
    const o = await newOrder(1);
    expect((await uploadReceipt(app.url, buyer.token, o.orderId)).status).toBe(200);
    expect((await operator.post('/api/admin/payment/confirm', { id: o.orderId })).status).toBe(200);
    expect((await detail(o.orderId)).payments.map((p: any) => p.state)).toEqual(['confirmed']);
    const told = (await buyer.api.get('/api/orderInform/list')).data.list.filter((n: any) => n.link === `/orderDetail/${o.orderId}`);
    expect(told.map((n: any) => n.title)).not.toContain('转账凭证待平台核对');
  });

  it('the queue: the dashboard count, the list and the ops list hold both kinds', async () => {
    const o = await newOrder(2);
    wrongAmount = o;
    await buyer.api.post('/api/order/pay/wechat', { id: o.orderId });
    expect((await notify(fake.pay(o.orderNo, o.payable - 1))).status).toBe(204);
    const d = await detail(o.orderId);
    expect(d.state).toBe('unpaid');
    wrongId = d.payments[0].id;

    expect(await queueCount()).toBe(2);
    const list = await operator.page('/admin/payments?state=exception');
    expect(list.status).toBe(200);
    for (const s of [doublePaid.orderNo, o.orderNo, '可能重复付款', '金额不符', `href="/admin/orders/${o.orderId}#pay-${wrongId}"`])
      expect(list.html).toContain(s);
    expect((await operator.page(`/admin/payments?state=exception&no=${o.orderNo}`)).html).not.toContain(doublePaid.orderNo);
    const bad = await operator.page('/admin/payments?state=pending');
    expect([bad.status, bad.html.includes('未知状态：pending')]).toEqual([400, true]);
    const out = await opsOk(app.dataDir, 'payment:exceptions');
    expect(out).toContain(`#${receiptId}\t${doublePaid.orderNo}\t对公转账`);
    expect(out).toContain(`#${wrongId}\t${o.orderNo}\t微信支付`);
  });

  it('staff close one out with a required note: logged on the payment, audited on the order, gone from the queue', async () => {
    const none = await operator.post('/api/admin/payment/resolve', { id: receiptId, note: '  ' });
    expect([none.http, none.msg]).toEqual([400, '请填写处理说明']);
    const missing = await operator.post('/api/admin/payment/resolve', { id: 99_999_999, note: '已退款' });
    expect([missing.http, missing.msg]).toEqual([404, '付款记录不存在：99999999']);
    const ok = await operator.post('/api/admin/payment/resolve', { id: receiptId, note: '已核对：转账已到账，已原路退回' });
    expect([ok.status, ok.msg, ok.data]).toEqual([200, '异常付款已处理', { id: receiptId, state: 'resolved' }]);
    const again = await operator.post('/api/admin/payment/resolve', { id: receiptId, note: '再次' });
    expect([again.http, again.msg]).toEqual([409, '付款记录当前状态为「异常已处理」，不能处理异常']);
    expect((await ops(app.dataDir, 'payment:resolve', String(receiptId), '--note', '再次')).err.trim()).toBe(again.msg);
    // Only an exception is closed out this way: a pending receipt is confirmed or rejected.
    const p = await newOrder(3);
    await uploadReceipt(app.url, buyer.token, p.orderId);
    const pendingId = (await detail(p.orderId)).payments[0].id;
    const pending = await operator.post('/api/admin/payment/resolve', { id: pendingId, note: '已处理' });
    expect([pending.http, pending.msg]).toEqual([409, '付款记录当前状态为「待确认」，不能处理异常']);

    expect(await queueCount()).toBe(1);
    const order = (await operator.page(`/admin/orders/${doublePaid.orderId}`)).html;
    expect(order).toContain('处理异常付款');
    expect(order).toContain('异常已处理');
    expect(order).not.toContain(`处理异常付款 #${receiptId}"`);
    const resolved = (await operator.page('/admin/payments?state=resolved')).html;
    expect(resolved).toContain('处理说明：已核对：转账已到账，已原路退回');

    // The command: the note is required too, then the same move.
    const r = await ops(app.dataDir, 'payment:resolve', String(wrongId));
    expect([r.code, r.err.trim()]).toEqual([1, '请填写处理说明']);
    expect(await opsOk(app.dataDir, 'payment:resolve', `#${wrongId}`, '--note', '少付1分，已原路退款')).toContain(
      `付款记录 #${wrongId} 已处理：少付1分，已原路退款`,
    );
    expect(await queueCount()).toBe(0);
    expect((await opsOk(app.dataDir, 'payment:exceptions')).trim()).toBe('暂无待处理的异常付款');
    expect(await opsOk(app.dataDir, 'payment:exceptions', '--all')).toContain('处理：少付1分，已原路退款');
  });

  it('group-buy seats owed a refund by hand have their place: the dashboard count, the list on 异常付款, the call', async () => {
    // The seats themselves and the rule are tested in group-refunds.test.ts; here the back office's wiring.
    const dash = (await operator.page('/admin')).html;
    expect(/data-queue="group-refunds">\s*<span class="n">(\d+)/.exec(dash)?.[1]).toBe('0');
    expect(dash).toContain('href="/admin/payments#group-refunds"');
    const list = (await operator.page('/admin/payments')).html;
    for (const s of ['id="group-refunds"', '拼团待人工退款', '暂无待人工退款的参团记录']) expect(list).toContain(s);
    const none = await operator.post('/api/admin/group/refunded', { id: 1, note: ' ' });
    expect([none.http, none.msg]).toEqual([400, '请填写退款说明']);
    const missing = await operator.post('/api/admin/group/refunded', { id: 99_999_999, note: '已对公转账退回' });
    expect([missing.http, missing.msg]).toEqual([404, '参团记录不存在']);
  });
});

describe('invoices refunded after issue', () => {
  it('an issued invoice whose order is refunded afterwards is marked 需红冲 in the list, its filter, its page and ops', async () => {
    await buyer.api.post('/api/billInfo/add', { type: 1, title: '红冲测试有限公司', taxNo: '91310000MA1FL8XQ37' });
    const titleId = (await buyer.api.get('/api/invoice/form')).data.titles[0].id;
    const inv = await buyer.api.post('/api/invoice/apply', { orderIds: [doublePaid.orderId], titleId });
    expect(inv.status, inv.msg).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), '发票.pdf');
    const issued = await operator.call('POST', `/api/admin/invoice/issue?id=${inv.data.id}`, form, { origin: app.url });
    expect(issued.status, issued.msg).toBe(200);
    expect((await opsOk(app.dataDir, 'invoice:list', '--refunded')).trim()).toBe('暂无开票后退款需红冲的发票');
    expect((await operator.page('/admin/invoices?state=refunded')).html).not.toContain(inv.data.invoiceNo);

    const line = (await claimable(buyer.api, doublePaid.orderId)).lines[0]!;
    const as = await submitAs(buyer.api, doublePaid.orderId, line.id, 1);
    expect(as.status, as.msg).toBe(200);
    expect((await operator.post('/api/admin/aftersale/approve', { id: as.data.id })).status).toBe(200);
    expect((await operator.post('/api/admin/aftersale/refund', { id: as.data.id })).status).toBe(200);

    const mark = '已开票后退款 ¥0.01，需红冲';
    const list = (await operator.page('/admin/invoices?state=refunded')).html;
    expect(list).toContain(inv.data.invoiceNo);
    expect(list).toContain(mark);
    expect((await operator.page('/admin/invoices?state=requested')).html).not.toContain(inv.data.invoiceNo);
    expect((await operator.page(`/admin/invoices/${inv.data.id}`)).html).toContain(mark);
    const out = await opsOk(app.dataDir, 'invoice:list', '--refunded');
    expect(out).toContain(inv.data.invoiceNo);
    expect(out.trim().split('\t').at(-1)).toBe(mark);
    expect(await opsOk(app.dataDir, 'invoice:list', '--state', 'issued')).toContain(mark);
    expect(await redFlushCount()).toBe(1);

    // Recording the 红冲: staff who issue invoices, a note, the refunded amount the page showed.
    const record = (body: Record<string, unknown>, who = operator) => who.post('/api/admin/invoice/red-flush', body);
    const page = (await operator.page(`/admin/invoices/${inv.data.id}`)).html;
    expect(page).toContain('记录红冲');
    const merchandiser = await staffLogin(app.url, STAFF.merchandiser);
    const denied = await record({ id: inv.data.id, note: '已红冲', version: 1 }, merchandiser);
    expect(denied.status).toBe(403);
    const bad = [
      [{ id: inv.data.id, note: '  ', version: 1 }, '请填写红冲说明'],
      [{ id: inv.data.id, note: '已红冲' }, '缺少开票后退款金额，请刷新后重试'],
      [{ id: inv.data.id, note: '已红冲', version: -1 }, '开票后退款金额无效，请刷新后重试'],
      [{ id: inv.data.id, note: '已红冲', version: 1, redNo: 'x'.repeat(41) }, '红字发票号码不能超过40个字'],
    ] as const;
    for (const [body, msg] of bad) {
      const r = await record(body);
      expect([r.status, r.msg]).toEqual([400, msg]);
    }
    // A page showing another amount (a refund came in since it was read) is stale.
    const stale = await record({ id: inv.data.id, note: '已红冲', version: 0 });
    expect([stale.status, stale.msg]).toEqual([409, '开票后退款金额已变化，请刷新后重试']);
    const done = await record({ id: inv.data.id, note: '已开红字发票并重开', redNo: 'HZ20261128001', version: 1 });
    expect([done.status, done.msg, done.data]).toEqual([200, '已记录红冲', { id: inv.data.id, state: 'issued' }]);
    const again = await record({ id: inv.data.id, note: '再记一次', version: 1 });
    expect([again.status, again.msg]).toEqual([409, '该发票开票后无未红冲的退款，无需红冲']);

    // The mark is gone everywhere; the page keeps the record, the log its note.
    expect((await operator.page('/admin/invoices?state=refunded')).html).not.toContain(inv.data.invoiceNo);
    const after = (await operator.page(`/admin/invoices/${inv.data.id}`)).html;
    expect(after).not.toContain(mark);
    expect(after).toContain('红字发票号码 HZ20261128001');
    expect(after).not.toContain('记录红冲</');
    expect((await opsOk(app.dataDir, 'invoice:list', '--refunded')).trim()).toBe('暂无开票后退款需红冲的发票');
    expect(await redFlushCount()).toBe(0);
    expect(after).toContain('已开红字发票并重开');

    // Money refunded after the record brings the mark back, for the difference; ops records it in turn.
    const as2 = await submitAs(buyer.api, doublePaid.orderId, line.id, 1);
    expect(as2.status, as2.msg).toBe(200);
    expect((await operator.post('/api/admin/aftersale/approve', { id: as2.data.id })).status).toBe(200);
    expect((await operator.post('/api/admin/aftersale/refund', { id: as2.data.id })).status).toBe(200);
    expect((await operator.page(`/admin/invoices/${inv.data.id}`)).html).toContain(mark);
    expect(await redFlushCount()).toBe(1);
    const noNote = await ops(app.dataDir, 'invoice:red-flush', inv.data.invoiceNo);
    expect(noNote.code).not.toBe(0);
    expect(noNote.err + noNote.out).toContain('请填写红冲说明');
    expect(
      await opsOk(app.dataDir, 'invoice:red-flush', inv.data.invoiceNo, '--note', '第二次退款已红冲', '--no', 'HZ20261128002'),
    ).toContain('已记录红冲（已覆盖开票后退款 ¥0.02）');
    expect(await redFlushCount()).toBe(0);
    expect(await opsOk(app.dataDir, 'invoice:list', '--state', 'issued')).toContain('已红冲（HZ20261128002）');
  });
});
