// Integration: refunds through after-sales on an order that was never shipped give the refunded units back to stock;
// the coupon comes back only when the whole order is refunded.
import { describe, expect, inject, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { multipart } from '../helpers/aftersales.ts';
import { addAddress, idemKey, newCompany, opsOk, pngBytes, skus, type Sku } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
type Api = ReturnType<typeof client>;

let pool: Sku[] | null = null;
let pick = 0;
/** Spot SKUs of this file's own slice (other files count stock exactly in theirs). */
async function ownSku(): Promise<Sku> {
  const all = await skus(dataDir, 5, 400);
  pool ??= all.slice(Math.max(0, all.length - 40)).filter((s) => s.stock > 60 && s.minQty === 1 && s.stepQty === 1);
  return pool[pick++ % pool.length]!;
}

async function stockOf(sku: Sku): Promise<number> {
  const out = await opsOk(dataDir, 'stock:list', '--product', String(sku.productId), '--limit', '50');
  const row = out
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
    .find((c) => Number(c[0]) === sku.skuId)!;
  return Number(row[4]);
}

async function claimNewcomerCoupon(api: Api): Promise<number> {
  const c = ((await api.get('/api/coupon/center?page=1&limit=20')).data.list as any[]).find((x) => x.title === '开门红满100减20')!;
  const r = await api.post('/api/coupon/receive', { couponId: c.id });
  expect(r.status, r.msg).toBe(200);
  const mine = (await api.get('/api/coupons/user?status=0')).data.list as any[];
  return mine.find((u) => u.title === c.title)!.id;
}

async function paidOrderWithCoupon(me: { api: Api; token: string }, sku: Sku, num: number, userCouponId: number) {
  const c = await me.api.post('/api/order/create', {
    buyNow: { productId: sku.productId, skuId: sku.skuId, num },
    userCouponId,
    idempotencyKey: idemKey(),
  });
  expect(c.status, c.msg).toBe(200);
  const r = await multipart(base, me.token, `/api/order/receipt?id=${c.data.orderId}`, await pngBytes(), '回单.png');
  expect(r.status, r.msg).toBe(200);
  await opsOk(dataDir, 'payment:confirm', c.data.orderNo);
  return c.data as { orderId: number; orderNo: string };
}

async function refund(me: { api: Api }, orderId: number, num?: number) {
  const form = (await me.api.get(`/api/afterSales/form?orderId=${orderId}`)).data;
  const line = form.lines[0];
  const n = num ?? line.leftNum;
  const amount = n === line.leftNum ? line.leftAmount : Math.floor((line.cap * n) / line.num);
  const s = await me.api.post('/api/afterSales/submit', {
    orderId,
    orderLineId: line.id,
    type: 1,
    reason: '协商一致退款',
    description: '不需要了',
    imageIds: [],
    num: n,
    refundAmount: amount,
  });
  expect(s.status, s.msg).toBe(200);
  await opsOk(dataDir, 'aftersale:approve', s.data.asNo);
  await opsOk(dataDir, 'aftersale:refund', s.data.asNo);
}

const orderState = async (api: Api, id: number) => (await api.get(`/api/order/detail/${id}`)).data.state;
const unusedCoupons = async (api: Api) => ((await api.get('/api/coupons/user?status=0')).data.list as any[]).map((u) => u.id);

describe('stock and coupon on after-sales refunds of unshipped orders', () => {
  it('a fully refunded unshipped order gives its stock and its coupon back', async () => {
    const me = await newCompany(base, dataDir);
    await addAddress(me.api);
    const sku = await ownSku();
    const price = (
      await me.api.post('/api/order/confirm', { buyNow: { productId: sku.productId, skuId: sku.skuId, num: 1 }, userCouponId: 0 })
    ).data.lines[0].unitPrice;
    const num = Math.max(4, Math.ceil(10000 / price));
    const couponId = await claimNewcomerCoupon(me.api);
    const before = await stockOf(sku);
    const o = await paidOrderWithCoupon(me, sku, num, couponId);
    expect(await stockOf(sku)).toBe(before - num);
    expect(await unusedCoupons(me.api)).not.toContain(couponId);

    await refund(me, o.orderId);
    expect(await orderState(me.api, o.orderId)).toBe('refunded');
    expect(await stockOf(sku)).toBe(before);
    expect(await unusedCoupons(me.api)).toContain(couponId);
  });

  it('a partial refund restocks the refunded units only and keeps the coupon used', async () => {
    const me = await newCompany(base, dataDir);
    await addAddress(me.api);
    const sku = await ownSku();
    const price = (
      await me.api.post('/api/order/confirm', { buyNow: { productId: sku.productId, skuId: sku.skuId, num: 1 }, userCouponId: 0 })
    ).data.lines[0].unitPrice;
    const num = Math.max(4, Math.ceil(10000 / price)) + 2;
    const couponId = await claimNewcomerCoupon(me.api);
    const before = await stockOf(sku);
    const o = await paidOrderWithCoupon(me, sku, num, couponId);
    await refund(me, o.orderId, 2);
    expect(await orderState(me.api, o.orderId)).toBe('unshipped');
    expect(await stockOf(sku)).toBe(before - num + 2);
    expect(await unusedCoupons(me.api)).not.toContain(couponId);
  });
});
