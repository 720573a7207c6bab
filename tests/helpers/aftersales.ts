// Helpers for the after-sales tests: orders moved to paid, shipped or completed through the real calls
// and operator commands, photos, and the after-sales operator commands.
import { client } from './client.ts';
import { addAddress, opsOk, placeOrder, pngBytes, skus, type Sku } from './orders.ts';

type Api = ReturnType<typeof client>;

let spotCache: Sku[] | null = null;
let pick = 0;
/**
 * A spot-sample SKU with stock to spare, from this suite's own slice of the seeded SKUs (the order tests
 * use slices below 40: files run in parallel on one database and some of them count stock exactly).
 */
export async function anySku(dataDir: string): Promise<Sku> {
  spotCache ??= (await skus(dataDir, 5, 300)).slice(100, 200).filter((s) => s.stock > 60 && s.minQty === 1 && s.stepQty === 1);
  return spotCache[(pick++ + process.pid) % spotCache.length]!;
}

export interface Placed {
  id: number;
  orderNo: string;
  payable: number;
}

/** An order placed and paid by bank transfer, confirmed by the operator (待发货). */
export async function paidOrder(base: string, dataDir: string, who: { api: Api; token: string }, num = 4): Promise<Placed> {
  const sku = await anySku(dataDir);
  // No coupon: these orders are placed by demo accounts too, whose seeded coupons other suites count.
  let c = await placeOrder(who.api, sku, num, { userCouponId: 0 });
  if (c.msg === '请选择收货地址') {
    await addAddress(who.api);
    c = await placeOrder(who.api, sku, num, { userCouponId: 0 });
  }
  if (c.status !== 200) throw new Error(`order failed: ${c.msg}`);
  const r = await multipart(base, who.token, `/api/order/receipt?id=${c.data.orderId}`, await pngBytes(), '回单.png');
  if (r.status !== 200) throw new Error(`receipt failed: ${r.msg}`);
  await opsOk(dataDir, 'payment:confirm', c.data.orderNo);
  return { id: c.data.orderId, orderNo: c.data.orderNo, payable: c.data.payable };
}

export async function shippedOrder(base: string, dataDir: string, who: { api: Api; token: string }, num = 4): Promise<Placed> {
  const o = await paidOrder(base, dataDir, who, num);
  await opsOk(dataDir, 'order:ship', o.orderNo, '--carrier', '顺丰速运', '--tracking', `SF${Date.now()}`);
  return o;
}

/** Paid, shipped and received (已完成). */
export async function completedOrder(base: string, dataDir: string, who: { api: Api; token: string }, num = 4): Promise<Placed> {
  const o = await shippedOrder(base, dataDir, who, num);
  const t = await who.api.post('/api/order/take', { id: o.id });
  if (t.status !== 200) throw new Error(`take failed: ${t.msg}`);
  return o;
}

/** A multipart upload as a browser on the site sends it (with its Origin: Astro refuses cross-site form posts). */
export function multipart(base: string, token: string, endpoint: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return client(base, token).call('POST', endpoint, form, { origin: base });
}

export async function uploadPhoto(base: string, token: string, endpoint: string, bytes?: Uint8Array, name = 'photo.png') {
  return multipart(base, token, endpoint, bytes ?? (await pngBytes()), name);
}

/** The order's lines with what can still be claimed (GET /api/afterSales/form). */
export async function claimable(api: Api, orderId: number) {
  const r = await api.get(`/api/afterSales/form?orderId=${orderId}`);
  if (r.status !== 200) throw new Error(`form failed: ${r.msg}`);
  return r.data as {
    lines: {
      id: number;
      num: number;
      unitName: string;
      lineTotal: number;
      cap: number;
      leftNum: number;
      leftAmount: number;
      maxForAll: number;
    }[];
    refusal: string | null;
  };
}

/** A minimal request on one order line (1 fen, no photos), as the buyer submits it. */
export const asBody = (orderId: number, orderLineId: number, type: 1 | 2 = 1, num = 1) => ({
  orderId,
  orderLineId,
  type,
  reason: '印刷质量问题',
  description: '',
  imageIds: [],
  num,
  refundAmount: 1,
});

/** asBody sent; the answer unchecked. */
export function submitAs(api: Api, orderId: number, orderLineId: number, type: 1 | 2, num = 1) {
  return api.post('/api/afterSales/submit', asBody(orderId, orderLineId, type, num));
}

export async function orderState(api: Api, id: number): Promise<string> {
  return (await api.get(`/api/order/detail/${id}`)).data.state;
}
