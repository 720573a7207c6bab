// WeChat Pay Native (API v3) against a local fake WeChat server, on a server of its own configured for it. The server is
// given no platform certificate: it downloads them from the fake's /v3/certificates, and follows a rotation.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, login } from '../helpers/client.ts';
import { freePort, startServer, type TestServer } from '../helpers/server.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { addAddress, idemKey, skus, type Sku } from '../helpers/orders.ts';

let fake: Awaited<ReturnType<typeof startFakeWechat>>;
let app: TestServer;
let api: Awaited<ReturnType<typeof login>>['api'];
let spot: Sku[];

beforeAll(async () => {
  fake = await startFakeWechat();
  const port = await freePort();
  app = await startServer({ port, env: fake.env(`http://127.0.0.1:${port}/api/pay/wechat/notify`), waitMs: 90_000 });
  ({ api } = await login(app.url, DEMO.otherMain));
  await addAddress(api);
  spot = (await skus(app.dataDir, 5)).filter((s) => s.stock > 20);
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

async function newOrder(i: number) {
  const s = spot[i]!;
  const r = await api.post('/api/order/create', { buyNow: { productId: s.productId, skuId: s.skuId, num: 1 }, idempotencyKey: idemKey() });
  expect(r.status, r.msg).toBe(200);
  return r.data as { orderId: number; orderNo: string; payable: number };
}

const notify = (n: { body: string; headers: Record<string, string> }, body = n.body) =>
  fetch(`${app.url}/api/pay/wechat/notify`, { method: 'POST', headers: n.headers, body });

describe('WeChat Pay Native', () => {
  it('is hidden when not configured', async () => {
    const shared = await login(inject('baseUrl'), DEMO.main);
    const list = await shared.api.get('/api/order/list?tab=unpaid');
    const unpaid = list.data.list.find((o: any) => o.state === 'unpaid');
    expect((await shared.api.get(`/api/order/detail/${unpaid.id}`)).data.payMethods).toEqual(['bank']);
    expect((await shared.api.post('/api/order/pay/wechat', { id: unpaid.id })).msg).toBe('暂未开通微信支付，请使用对公转账');
  });

  it('creates a signed Native order with its QR code; a notification replayed 5 times changes the order once', async () => {
    const o = await newOrder(0);
    expect((await api.get(`/api/order/detail/${o.orderId}`)).data.payMethods).toEqual(['bank', 'wechat']);
    const start = await api.post('/api/order/pay/wechat', { id: o.orderId });
    expect(start.status, start.msg).toBe(200);
    expect(start.data.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(start.data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(start.data.qrSvg).not.toMatch(/style=/);
    expect(fake.orders.get(o.orderNo)).toMatchObject({ amount: o.payable, notifyUrl: expect.stringContaining('/api/pay/wechat/notify') });
    expect(fake.rejected).toEqual([]);

    const n = fake.pay(o.orderNo);
    const forged = await notify(n, n.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '));
    expect(forged.status).toBe(401);
    expect((await api.get(`/api/order/detail/${o.orderId}`)).data.state).toBe('unpaid');

    const first = await notify(n);
    expect(first.status).toBe(204);
    const replays = await Promise.all([notify(n), notify(n)]);
    for (const r of [...replays, await notify(n), await notify(n)]) expect(r.status).toBe(204);
    const d = (await api.get(`/api/order/detail/${o.orderId}`)).data;
    expect(d.state).toBe('unshipped');
    expect(d.payMethod).toBe('wechat');
    expect(d.timeline.filter((t: any) => t.action === 'pay_online')).toHaveLength(1);
    expect(d.payments).toEqual([
      expect.objectContaining({ method: 'wechat', state: 'confirmed', transactionId: n.transactionId, amount: o.payable }),
    ]);
    // Paying again is refused by the state machine.
    expect((await api.post('/api/order/pay/wechat', { id: o.orderId })).msg).toBe('订单当前状态为「待发货」，不能在线支付');
  });

  it('a payment of the wrong amount never moves the order; it is kept for an operator', async () => {
    const o = await newOrder(1);
    await api.post('/api/order/pay/wechat', { id: o.orderId });
    const n = fake.pay(o.orderNo, o.payable - 1);
    expect((await notify(n)).status).toBe(204);
    const d = (await api.get(`/api/order/detail/${o.orderId}`)).data;
    expect(d.state).toBe('unpaid');
    expect(d.payments).toEqual([expect.objectContaining({ method: 'wechat', state: 'exception' })]);
  });

  it('polling asks WeChat when the notification is late, and applies the payment once', async () => {
    const o = await newOrder(2);
    await api.post('/api/order/pay/wechat', { id: o.orderId });
    expect((await api.get(`/api/order/pay/status?id=${o.orderId}`)).data).toMatchObject({ paid: false, state: 'unpaid' });
    const n = fake.pay(o.orderNo);
    expect((await api.get(`/api/order/pay/status?id=${o.orderId}`)).data).toMatchObject({
      paid: true,
      state: 'unshipped',
      stateName: '待发货',
    });
    expect((await notify(n)).status).toBe(204);
    const d = (await api.get(`/api/order/detail/${o.orderId}`)).data;
    expect(d.timeline.filter((t: any) => t.action === 'pay_online')).toHaveLength(1);
    expect(d.payments).toHaveLength(1);
  });

  it('platform certificates come from /v3/certificates; after WeChat rotates its certificate, answers and notifications signed with the new one verify without a restart', async () => {
    expect(fake.stats.certDownloads).toBeGreaterThanOrEqual(1);
    const oldSerial = fake.current().serial;
    const before = fake.stats.certDownloads;
    const newSerial = await fake.rotate();
    expect(newSerial).not.toBe(oldSerial);

    // The answer to the payment request is the first message signed with the new certificate.
    const o = await newOrder(3);
    const start = await api.post('/api/order/pay/wechat', { id: o.orderId });
    expect(start.status, start.msg).toBe(200);
    expect(fake.stats.certDownloads).toBe(before + 1);
    const n = fake.pay(o.orderNo);
    expect(n.headers['Wechatpay-Serial']).toBe(newSerial);
    expect((await notify(n)).status).toBe(204);
    expect((await api.get(`/api/order/detail/${o.orderId}`)).data.state).toBe('unshipped');
    // Still valid, the old certificate is still accepted; a serial WeChat never issued is not.
    const o2 = await newOrder(4);
    await api.post('/api/order/pay/wechat', { id: o2.orderId });
    const oldSigned = fake.pay(o2.orderNo, undefined, oldSerial);
    expect(oldSigned.headers['Wechatpay-Serial']).toBe(oldSerial);
    const forged = { ...oldSigned, headers: { ...oldSigned.headers, 'Wechatpay-Serial': 'FFFF0000FFFF0000' } };
    expect((await notify(forged)).status).toBe(401);
    expect((await notify(oldSigned)).status).toBe(204);
    expect((await api.get(`/api/order/detail/${o2.orderId}`)).data.state).toBe('unshipped');
  });
});
