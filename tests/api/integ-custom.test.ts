// Integration: the detail page's requirement form (print parameters, note, artwork, design template) reaches the order line.
import { describe, expect, inject, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { addAddress, idemKey, newCompany, skus } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadArtwork(token: string) {
  const form = new FormData();
  form.append('file', new Blob([PDF]), 'design.pdf');
  const r = await fetch(base + '/api/upload/artwork', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: base },
    body: form,
  });
  return (await r.json()).data as { id: number };
}

/** A design template of a custom product (the design centre's "使用模板" link). */
async function customTemplate() {
  const r = await anon.get('/api/getCanvas?page=1');
  expect(r.status, r.msg).toBe(200);
  const list = r.data.list as { id: number; productId: number; link: string }[];
  for (const t of list) {
    const d = (await anon.get(`/api/product/detail?id=${t.productId}`)).data;
    if (d && [2, 3].includes(d.qiliGoodsTypeId)) return { t, d };
  }
  throw new Error('no template of a custom product');
}

describe('custom cart line → order line', () => {
  it('keeps print parameters, note, artwork file ids and the template id', async () => {
    const me = await newCompany(base, dataDir);
    await addAddress(me.api);
    const { t, d } = await customTemplate();
    const sku = d.skus.find((s: { stock: number }) => s.stock >= d.minQty);
    const file = await uploadArtwork(me.token);
    const add = await me.api.post('/api/car', {
      productId: d.id,
      skuId: sku.id,
      num: d.minQty,
      kind: 'cart',
      custom: { params: '四色双面，覆哑膜', note: '月底前交货', artworkFileIds: [file.id], templateId: t.id },
    });
    expect(add.status, add.msg).toBe(200);
    const cart = (await me.api.get('/api/cart/list')).data;
    const line = cart.valid.find((l: { id: number }) => l.id === add.data.cartId);
    expect(line.custom).toEqual({
      params: { 印刷参数: '四色双面，覆哑膜' },
      note: '月底前交货',
      artworkFileIds: [file.id],
      templateId: t.id,
    });

    const c = await me.api.post('/api/order/create', { cartIds: [add.data.cartId], idempotencyKey: idemKey() });
    expect(c.status, c.msg).toBe(200);
    const o = (await me.api.get(`/api/order/detail/${c.data.orderId}`)).data;
    expect(o.lines[0].custom).toMatchObject({
      params: { 印刷参数: '四色双面，覆哑膜' },
      note: '月底前交货',
      artworkFileIds: [file.id],
      templateId: t.id,
    });
    expect(o.lines[0].artwork).toEqual([expect.objectContaining({ name: 'design.pdf' })]);
  });

  it('refuses a template of another product', async () => {
    const me = await newCompany(base, dataDir);
    const { t } = await customTemplate();
    const other = (await skus(dataDir, 2, 50)).find((s) => s.productId !== t.productId && s.stock >= s.minQty)!;
    const r = await me.api.post('/api/car', {
      productId: other.productId,
      skuId: other.skuId,
      num: other.minQty,
      custom: { params: 'A版', templateId: t.id },
    });
    expect([r.http, r.msg]).toEqual([400, '设计模板不存在或不适用于该商品']);
  });
});
