import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, login } from '../helpers/client.ts';
import { addAddress, idemKey, newCompany, opsOk, placeOrder, reviewByOps, skus, type Sku } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');

let spot: Sku[];
let standard: Sku[];
beforeAll(async () => {
  // Each test file buys from its own slice of the seeded SKUs (files run in parallel on one database);
  // seeded stock is at least 20 units (spot goods) or 20 minimum orders (standard goods).
  spot = (await skus(dataDir, 5)).slice(0, 20);
  standard = (await skus(dataDir, 4)).slice(0, 20);
});

describe('settlement and order creation', () => {
  it('previews server-computed totals, creates an unpaid order and reserves stock', async () => {
    const { api } = await newCompany(base, dataDir);
    const sku = standard[3]!;
    const noAddress = await api.post('/api/order/create', {
      buyNow: { productId: sku.productId, skuId: sku.skuId, num: sku.minQty },
      idempotencyKey: idemKey(),
    });
    expect(noAddress.msg).toBe('请选择收货地址');
    const addressId = await addAddress(api);
    const pre = await api.post('/api/order/confirm', { buyNow: { productId: sku.productId, skuId: sku.skuId, num: sku.minQty } });
    expect(pre.status, pre.msg).toBe(200);
    expect(pre.data.addressId).toBe(addressId);
    const t = pre.data.totals;
    expect(t.payable).toBe(t.goodsTotal + t.freight - t.discount);
    expect(pre.data.lines[0].lineTotal).toBe(pre.data.lines[0].unitPrice * sku.minQty);

    const before = (await skus(dataDir, 4)).find((s) => s.skuId === sku.skuId)!.stock;
    const c = await placeOrder(api, sku);
    expect(c.status, c.msg).toBe(200);
    expect(c.msg).toBe('下单成功');
    expect(c.data).toMatchObject({ state: 'unpaid', payable: t.payable, isQuote: false });
    expect(c.data.orderNo).toMatch(/^QL\d{22}$/);
    const after = (await skus(dataDir, 4)).find((s) => s.skuId === sku.skuId)!.stock;
    expect(after).toBe(before - sku.minQty);

    const d = await api.get(`/api/order/detail/${c.data.orderId}`);
    expect(d.data.timeline).toEqual([expect.objectContaining({ from: '', to: 'unpaid', actorType: 'user', note: '提交订单' })]);
    expect(d.data.actions).toEqual(expect.arrayContaining(['pay', 'uploadReceipt', 'cancel', 'again']));

    // Cancelling gives the stock back and is logged.
    const cancel = await api.post('/api/order/cancel', { id: c.data.orderId });
    expect(cancel.msg).toBe('订单已取消');
    expect((await skus(dataDir, 4)).find((s) => s.skuId === sku.skuId)!.stock).toBe(before);
    const again = await api.post('/api/order/cancel', { id: c.data.orderId });
    expect(again.http).toBe(409);
    expect(again.msg).toBe('订单当前状态为「已取消」，不能取消订单');
  });

  it('refuses quantities below the minimum, off the step, or above stock; ignores prices sent by the browser', async () => {
    const { api } = await newCompany(base, dataDir);
    await addAddress(api);
    const sku = standard.find((s) => s.stepQty > 1 && s.minQty > 1)!;
    const low = await api.post('/api/order/confirm', { buyNow: { productId: sku.productId, skuId: sku.skuId, num: sku.minQty - 1 } });
    expect(low.msg).toContain(`起订量为${sku.minQty}`);
    const off = await api.post('/api/order/confirm', { buyNow: { productId: sku.productId, skuId: sku.skuId, num: sku.minQty + 1 } });
    expect(off.msg).toContain('递增');
    const price = await api.post('/api/order/confirm', {
      buyNow: { productId: sku.productId, skuId: sku.skuId, num: sku.minQty, price: 1 },
    });
    expect(price.http).toBe(400);
    const total = await api.post('/api/order/create', {
      buyNow: { productId: sku.productId, skuId: sku.skuId, num: sku.minQty },
      idempotencyKey: idemKey(),
      payable: 1,
    });
    expect(total.msg).toContain('不支持的字段');
  });

  it('a double click or a retry with the same idempotency key makes one order', async () => {
    const { api } = await newCompany(base, dataDir);
    await addAddress(api);
    const sku = spot[5]!;
    const key = idemKey();
    const body = { buyNow: { productId: sku.productId, skuId: sku.skuId, num: 1 }, idempotencyKey: key };
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.post('/api/order/create', body)));
    for (const a of answers) expect(a.status, a.msg).toBe(200);
    expect(new Set(answers.map((a) => a.data.orderId)).size).toBe(1);
    const retry = await api.post('/api/order/create', body);
    expect(retry.data.orderId).toBe(answers[0]!.data.orderId);
    const list = await api.get('/api/order/list');
    expect(list.data.total).toBe(1);
  });

  it('50 parallel orders for the last 7 units: exactly 7 succeed and stock ends at 0', async () => {
    const buyers = await Promise.all([newCompany(base, dataDir), newCompany(base, dataDir)]);
    for (const b of buyers) await addAddress(b.api);
    const sku = spot[7]!;
    await opsOk(dataDir, 'stock:set', String(sku.skuId), '7');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => placeOrder(buyers[i % 2]!.api, sku, 1)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBe(7);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.msg).toMatch(/库存不足|已售罄/);
    expect((await skus(dataDir, 5)).find((s) => s.skuId === sku.skuId)!.stock).toBe(0);
  });

  it('only approved companies order; sub-accounts need the buy permission', async () => {
    const pending = await newCompany(base, dataDir, { approve: false });
    const sku = spot[2]!;
    const r = await pending.api.post('/api/order/confirm', { buyNow: { productId: sku.productId, skuId: sku.skuId, num: 1 } });
    expect(r.http).toBe(403);
    expect(r.msg).toBe('企业资质正在审核中，审核通过后即可下单');
    await reviewByOps(dataDir, pending.phone, 'reject', '--reason', '营业执照不清晰');
    const rejected = await pending.api.post('/api/order/confirm', { buyNow: { productId: sku.productId, skuId: sku.skuId, num: 1 } });
    expect(rejected.msg).toBe('企业资质审核未通过，请重新提交企业资料，审核通过后即可下单');
    // The checkout page says so and leads to 基本信息, where the company resubmits.
    const page = await fetch(`${base}/cart/settlement?productId=${sku.productId}&skuId=${sku.skuId}&num=1`, {
      headers: { cookie: `qili_token=${pending.token}` },
    }).then((r) => r.text());
    expect(page).toContain('企业资质审核未通过，请重新提交企业资料，审核通过后即可下单');
    expect(page).toMatch(/<a class="btn btn-primary" href="\/userInfo"[^>]*>\s*前往企业认证\s*<\/a>/);

    const finance = await login(base, DEMO.finance);
    const f = await finance.api.post('/api/order/create', {
      buyNow: { productId: sku.productId, skuId: sku.skuId, num: 1 },
      idempotencyKey: idemKey(),
    });
    expect(f.http).toBe(403);
    expect(f.msg).toBe('当前账号没有下单权限，请联系企业主账号');
  });
});

describe('cart', () => {
  it('buy again fills the cart; list, quantity, select, select-all and delete work with server totals', async () => {
    const { api } = await newCompany(base, dataDir);
    await addAddress(api);
    const a = standard[10]!;
    const b = spot[12]!;
    const o = await api.post('/api/order/create', {
      cartIds: undefined,
      buyNow: { productId: a.productId, skuId: a.skuId, num: a.minQty },
      idempotencyKey: idemKey(),
    });
    const o2 = await placeOrder(api, b, 2);
    expect(o.status, o.msg).toBe(200);
    const again = await api.post('/api/order/again', { id: o.data.orderId });
    expect(again.msg).toBe('已加入购物车');
    await api.post('/api/order/again', { id: o2.data.orderId });

    let cart = await api.get('/api/cart/list');
    expect(cart.data.valid).toHaveLength(2);
    expect(cart.data.invalid).toEqual([]);
    const la = cart.data.valid.find((l: any) => l.skuId === a.skuId);
    const lb = cart.data.valid.find((l: any) => l.skuId === b.skuId);
    expect(cart.data.summary.goodsTotal).toBe(la.lineTotal + lb.lineTotal);

    const bad = await api.post('/api/cart/num', { id: la.id, num: a.minQty - 1 });
    expect(bad.msg).toContain(`起订量为${a.minQty}`);
    const tooMany = await api.post('/api/cart/num', { id: lb.id, num: 999_999 });
    expect(tooMany.msg).toMatch(/库存不足/);
    const two = await api.post('/api/cart/num', { id: la.id, num: a.minQty + a.stepQty });
    expect(two.status, two.msg).toBe(200);
    const la2 = two.data.valid.find((l: any) => l.id === la.id);
    expect(la2.num).toBe(a.minQty + a.stepQty);
    expect(la2.lineTotal).toBe(la2.unitPrice * la2.num);

    cart = await api.post('/api/cart/select', { ids: [lb.id], selected: false });
    expect(cart.data.summary).toMatchObject({ selectedCount: 1, goodsTotal: la2.lineTotal, allSelected: false });
    cart = await api.post('/api/cart/select', { all: true, selected: true });
    expect(cart.data.summary.allSelected).toBe(true);

    // A product that went out of stock moves to the "no longer available" section.
    await opsOk(dataDir, 'stock:set', String(b.skuId), '0');
    cart = await api.get('/api/cart/list');
    expect(cart.data.valid.map((l: any) => l.id)).toEqual([la.id]);
    expect(cart.data.invalid).toEqual([expect.objectContaining({ id: lb.id, reason: '商品已售罄' })]);
    await opsOk(dataDir, 'stock:set', String(b.skuId), '100');

    // Checkout from the cart removes the ordered lines.
    const created = await api.post('/api/order/create', { cartIds: [la.id], idempotencyKey: idemKey() });
    expect(created.status, created.msg).toBe(200);
    cart = await api.get('/api/cart/list');
    expect(cart.data.valid.map((l: any) => l.id)).toEqual([lb.id]);
    const reuse = await api.post('/api/order/create', { cartIds: [la.id], idempotencyKey: idemKey() });
    expect(reuse.msg).toBe('购物车商品已变化，请返回购物车重新选择');

    const del = await api.post('/api/cart/del', { ids: [lb.id, 999999] });
    expect(del.data.valid).toEqual([]);
    expect(del.data.count).toBe(0);
  });

  it('buying again keeps the cart within its line limit (200), like adding does', async () => {
    const { api } = await newCompany(base, dataDir);
    await addAddress(api);
    const o = await placeOrder(api, spot[4]!, 1);
    expect(o.status, o.msg).toBe(200);
    // Each call puts the order's one line back as a line of its own: 200 calls fill the cart exactly.
    for (let i = 0; i < 200; i++) {
      const r = await api.post('/api/order/again', { id: o.data.orderId });
      expect(r.status, r.msg).toBe(200);
    }
    const over = await api.post('/api/order/again', { id: o.data.orderId });
    expect(over.http).toBe(409);
    expect(over.msg).toBe('购物车商品已达上限，请先结算或清理购物车');
    expect((await api.get('/api/cart/count')).data.count).toBe(200);
  });

  it("another user's cart lines are never touched", async () => {
    const one = await newCompany(base, dataDir);
    const other = await login(base, DEMO.otherMain);
    await addAddress(one.api);
    const o = await placeOrder(one.api, spot[3]!, 1);
    const lines = (await one.api.post('/api/order/again', { id: o.data.orderId })).data.cartIds;
    expect((await other.api.post('/api/cart/num', { id: lines[0], num: 2 })).http).toBe(404);
    await other.api.post('/api/cart/del', { ids: lines });
    await other.api.post('/api/cart/select', { ids: lines, selected: false });
    const still = await one.api.get('/api/cart/list');
    expect(still.data.valid).toEqual([expect.objectContaining({ id: lines[0], selected: true })]);
    expect((await other.api.post('/api/order/create', { cartIds: lines, idempotencyKey: idemKey() })).msg).toBe(
      '购物车商品已变化，请返回购物车重新选择',
    );
  });
});
