// Integration: seckill reservations and group-buy seats become orders at the activity price; payment marks them paid,
// cancellation gives them back; discount-zone prices apply in the cart and at settlement.
import { describe, expect, inject, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { addAddress, idemKey, newCompany, opsOk, uploadReceipt } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);
const page = async (path: string, token: string) => (await fetch(base + path, { headers: { cookie: `qili_token=${token}` } })).text();

async function buyer() {
  const me = await newCompany(base, dataDir);
  await addAddress(me.api);
  return me;
}

async function payByTransfer(me: { token: string }, orderId: number, orderNo: string) {
  const r = await uploadReceipt(base, me.token, orderId);
  expect(r.status, r.msg).toBe(200);
  await opsOk(dataDir, 'payment:confirm', orderNo);
}

/** A running-slot seckill item with units left (the last one: the seckill tests take the first ones). */
async function seckillItem() {
  const list = (await anon.get('/api/seckill/list')).data.list as any[];
  return [...list].reverse().find((g) => g.remaining >= 2 && g.limit >= 1)!;
}

describe('seckill checkout', () => {
  it('reservation → order at the seckill price → payment confirmed → reservation paid', async () => {
    const me = await buyer();
    const item = await seckillItem();
    const buy = await me.api.post('/api/seckill/buy', { id: item.id, num: 1 });
    expect(buy.status, buy.msg).toBe(200);
    const id = buy.data.reservationId;
    const pre = await me.api.post('/api/order/confirm', { seckill: id });
    expect(pre.status, pre.msg).toBe(200);
    expect(pre.data.lines).toHaveLength(1);
    expect(pre.data.lines[0]).toMatchObject({
      productId: buy.data.productId,
      skuId: buy.data.skuId,
      num: 1,
      unitPrice: item.price,
      lineTotal: item.price,
    });
    expect(pre.data.coupons).toEqual([]);
    const page = await fetch(`${base}/cart/settlement?seckill=${id}`, { headers: { cookie: `qili_token=${me.token}` } });
    expect(await page.text()).toContain(buy.data.storeName);

    const c = await me.api.post('/api/order/create', { seckill: id, idempotencyKey: idemKey() });
    expect(c.status, c.msg).toBe(200);
    expect(c.data.payable).toBe(pre.data.totals.payable);
    expect((await me.api.get(`/api/seckill/reservation?id=${id}`)).data).toMatchObject({ status: 'ordered', orderId: c.data.orderId });
    // The reservation is used: a second order from it is refused.
    const again = await me.api.post('/api/order/create', { seckill: id, idempotencyKey: idemKey() });
    expect(again.http).toBe(409);

    await payByTransfer(me, c.data.orderId, c.data.orderNo);
    expect((await me.api.get(`/api/seckill/reservation?id=${id}`)).data.status).toBe('paid');
  });

  it('cancelling the order releases the reservation and its units', async () => {
    const me = await buyer();
    const item = await seckillItem();
    const buy = await me.api.post('/api/seckill/buy', { id: item.id, num: 1 });
    expect(buy.status, buy.msg).toBe(200);
    const c = await me.api.post('/api/order/create', { seckill: buy.data.reservationId, idempotencyKey: idemKey() });
    expect(c.status, c.msg).toBe(200);
    const x = await me.api.post('/api/order/cancel', { id: c.data.orderId });
    expect(x.status, x.msg).toBe(200);
    expect((await me.api.get(`/api/seckill/reservation?id=${buy.data.reservationId}`)).data.status).toBe('released');
    // The per-account limit is free again: the same account can buy its full limit.
    const re = await me.api.post('/api/seckill/buy', { id: item.id, num: item.limit });
    expect(re.status, re.msg).toBe(200);
  });
});

describe('group-buy checkout', () => {
  it('member → order at the group price → paid; the team completes when enough members paid', async () => {
    const offer = ((await anon.get('/api/combination/list')).data.list as any[]).find((g) => g.people === 2)!;
    const a = await buyer();
    const b = await buyer();
    const start = await a.api.post('/api/combination/start', { id: offer.id });
    expect(start.status, start.msg).toBe(200);
    const preA = await a.api.post('/api/order/confirm', { group: start.data.memberId });
    expect(preA.status, preA.msg).toBe(200);
    expect(preA.data.lines[0]).toMatchObject({ productId: offer.productId, unitPrice: offer.productPrice });
    const oa = await a.api.post('/api/order/create', { group: start.data.memberId, idempotencyKey: idemKey() });
    expect(oa.status, oa.msg).toBe(200);
    // Another member's seat is not ours to order.
    expect((await b.api.post('/api/order/confirm', { group: start.data.memberId })).http).toBe(404);
    await payByTransfer(a, oa.data.orderId, oa.data.orderNo);
    let team = (await a.api.get(`/api/combination/detail?teamId=${start.data.teamId}`)).data.team;
    expect(team).toMatchObject({ status: 'open', paidCount: 1 });
    expect(team.mine.status).toBe('paid');
    // The paid order's page says it waits for its team, how far the team is, and links to it.
    let detail = await page(`/orderDetail/${oa.data.orderId}`, a.token);
    expect(detail).toContain('拼团进行中：已有 1/2 家企业付款，成团后发货');
    expect(detail).toContain(`href="/groupDetail?teamId=${start.data.teamId}"`);
    // While the team is open the order takes no after-sales: the platform refunds it if the team fails, and a refund
    // meanwhile would leave the seat counted as paid (and owed again when the team failed).
    expect(detail).not.toContain(`/submitAS?orderId=${oa.data.orderId}`);
    const form = await a.api.get(`/api/afterSales/form?orderId=${oa.data.orderId}`);
    expect(form.data.refusal).toBe('拼团进行中，暂不能申请售后；拼团未成功将全额自动退款');
    const line = form.data.lines[0];
    const claim = await a.api.post('/api/afterSales/submit', {
      orderId: oa.data.orderId,
      orderLineId: line.id,
      type: 1,
      reason: '协商一致退款',
      num: line.num,
      refundAmount: line.maxForAll,
    });
    expect([claim.http, claim.msg]).toEqual([409, '拼团进行中，暂不能申请售后；拼团未成功将全额自动退款']);
    expect((await a.api.get(`/api/afterSales/refund?orderId=${oa.data.orderId}`)).data.mayApply).toBe(false);

    const join = await b.api.post('/api/combination/join', { teamId: start.data.teamId });
    expect(join.status, join.msg).toBe(200);
    const ob = await b.api.post('/api/order/create', { group: join.data.memberId, idempotencyKey: idemKey() });
    expect(ob.status, ob.msg).toBe(200);
    await payByTransfer(b, ob.data.orderId, ob.data.orderNo);
    team = (await b.api.get(`/api/combination/detail?teamId=${start.data.teamId}`)).data.team;
    expect(team).toMatchObject({ status: 'complete', paidCount: 2 });
    detail = await page(`/orderDetail/${oa.data.orderId}`, a.token);
    expect(detail).not.toContain('拼团进行中');
    expect(detail).toContain('拼团已成功，等待平台发货。');
    // A complete team's order is an order like any other: after-sales is offered again.
    expect(detail).toContain(`/submitAS?orderId=${oa.data.orderId}`);
    expect((await a.api.get(`/api/afterSales/form?orderId=${oa.data.orderId}`)).data.refusal).toBeNull();
  });

  it('cancelling an unpaid group order frees the seat', async () => {
    const offer = ((await anon.get('/api/combination/list')).data.list as any[]).find((g) => g.people === 2)!;
    const a = await buyer();
    const start = await a.api.post('/api/combination/start', { id: offer.id });
    const o = await a.api.post('/api/order/create', { group: start.data.memberId, idempotencyKey: idemKey() });
    expect(o.status, o.msg).toBe(200);
    expect((await a.api.post('/api/order/cancel', { id: o.data.orderId })).status).toBe(200);
    // The cancelled seat no longer holds the member in an open team: a new team can be started.
    const again = await a.api.post('/api/combination/start', { id: offer.id });
    expect(again.status, again.msg).toBe(200);
  });
});

describe('discount zone', () => {
  it('cart and settlement charge the discounted price', async () => {
    const me = await buyer();
    const d = ((await anon.get('/api/discount/list')).data.list as any[]).find((x) => ![2, 3].includes(x.qiliGoodsTypeId))!;
    const detail = (await anon.get(`/api/product/detail?id=${d.id}`)).data;
    const sku = detail.skus.find((s: any) => s.stock >= detail.minQty);
    const expected = Math.round((sku.price * d.rate) / 100);
    expect(expected).toBeLessThan(sku.price);
    const add = await me.api.post('/api/car', { productId: d.id, skuId: sku.id, num: detail.minQty });
    expect(add.status, add.msg).toBe(200);
    const cart = (await me.api.get('/api/cart/list')).data;
    expect(cart.valid[0]).toMatchObject({ unitPrice: expected, lineTotal: expected * detail.minQty });
    const pre = await me.api.post('/api/order/confirm', { cartIds: [add.data.cartId] });
    expect(pre.status, pre.msg).toBe(200);
    expect(pre.data.lines[0].unitPrice).toBe(expected);
    expect(pre.data.totals.goodsTotal).toBe(expected * detail.minQty);
  });
});
