// Favourites, cart count, add to cart / buy now and artwork uploads: rules, permissions, isolation, concurrency.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { lastSmsCode, newPhone, registration } from '../helpers/server.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

async function newCompany() {
  const phone = newPhone();
  expect((await anon.post('/api/register/verify', { phone, purpose: 'register' })).status).toBe(200);
  const code = lastSmsCode(dataDir, phone, 'register')!;
  const r = await anon.post('/api/register', registration(`购物测试${phone}有限公司`, phone, code));
  expect(r.status, r.msg).toBe(200);
  return { token: r.data.token as string, api: client(base, r.data.token) };
}

async function productOf(goodsType: number) {
  const card = (await anon.get(`/api/products?goodsType=${goodsType}&sort=sales`)).data.list[0];
  return (await anon.get(`/api/product/detail?id=${card.id}`)).data;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
async function uploadArtwork(token: string, bytes: Uint8Array<ArrayBuffer> = PDF, name = 'design.pdf') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const r = await fetch(base + '/api/upload/artwork', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, origin: base },
    body: form,
  });
  return { http: r.status, ...(await r.json()) };
}

let spot: any;
let standard: any;
let custom: any;
beforeAll(async () => {
  [spot, standard, custom] = await Promise.all([productOf(5), productOf(4), productOf(2)]);
});

describe('favourites', () => {
  it('sends visitors to login and validates the body', async () => {
    const r = await anon.post('/api/collect/add', { id: spot.id, category: 'collect' });
    expect([r.http, r.status, r.msg]).toEqual([401, 401, '请先登录']);
    const { api } = await newCompany();
    expect((await api.post('/api/collect/add', { id: spot.id, category: 'other' })).msg).toBe('收藏类型不正确');
    expect((await api.post('/api/collect/add', { id: 'x', category: 'collect' })).msg).toBe('商品ID格式不正确');
    expect((await api.post('/api/collect/add', { id: 99999999, category: 'collect' })).http).toBe(404);
  });

  it('turns isCollect 0→1 with 收藏成功 and 1→0 with 已取消收藏, per user only', async () => {
    const me = await newCompany();
    const other = await newCompany();
    const add = await me.api.post('/api/collect/add', { id: spot.id, category: 'collect' });
    expect([add.status, add.msg, add.data.isCollect]).toEqual([200, '收藏成功', 1]);
    expect((await me.api.post('/api/collect/add', { id: spot.id, category: 'collect' })).status).toBe(200); // idempotent
    expect((await me.api.get(`/api/product/detail?id=${spot.id}`)).data.isCollect).toBe(1);
    expect((await other.api.get(`/api/product/detail?id=${spot.id}`)).data.isCollect).toBe(0);
    const found = (await me.api.get(`/api/products?keyword=${spot.code}`)).data.list[0];
    expect(found.isCollect).toBe(1);
    const home = (await me.api.get('/api/pc/index')).data;
    const inHome = [...home.seasonHot, ...home.likeInfo, ...home.floors.flatMap((f: any) => f.list)].filter((c: any) => c.id === spot.id);
    expect(inHome.every((c: any) => c.isCollect === 1)).toBe(true);
    const del = await me.api.post('/api/collect/del', { id: spot.id, category: 'collect' });
    expect([del.status, del.msg, del.data.isCollect]).toEqual([200, '已取消收藏', 0]);
    expect((await me.api.get(`/api/product/detail?id=${spot.id}`)).data.isCollect).toBe(0);
  });
});

describe('cart count and POST /api/car', () => {
  it('answers the count only to logged-in users', async () => {
    const r = await anon.get('/api/cart/count');
    expect([r.http, r.status, r.msg]).toEqual([401, 401, '请先登录']);
    const { api } = await newCompany();
    const c = await api.get('/api/cart/count');
    expect([c.status, c.data.count]).toEqual([200, 0]);
  });

  it('adds to the cart, merges the same SKU, and buy-now lines stay out of the count', async () => {
    const { api } = await newCompany();
    const sku = standard.skus.find((s: any) => s.stock >= standard.minQty * 3)!;
    const a = await api.post('/api/car', { productId: standard.id, skuId: sku.id, num: standard.minQty, kind: 'cart' });
    expect([a.status, a.msg, a.data.count]).toEqual([200, '加入购物车成功', 1]);
    const again = await api.post('/api/car', { productId: standard.id, skuId: sku.id, num: standard.minQty });
    expect([again.data.cartId, again.data.count]).toEqual([a.data.cartId, 1]);
    const other = standard.skus.find((s: any) => s.id !== sku.id && s.stock >= standard.minQty)!;
    expect((await api.post('/api/car', { productId: standard.id, skuId: other.id, num: standard.minQty })).data.count).toBe(2);
    const buy = await api.post('/api/car', { productId: standard.id, skuId: sku.id, num: standard.minQty, kind: 'buy' });
    expect(buy.status).toBe(200);
    expect(buy.data.cartId).not.toBe(a.data.cartId);
    expect(buy.data.count).toBe(2);
    expect((await api.get('/api/cart/count')).data.count).toBe(2);
  });

  it('enforces minimum, step, stock, SKU ownership and the body shape', async () => {
    const { api } = await newCompany();
    const sku = standard.skus[0];
    const send = (body: any) => api.post('/api/car', { productId: standard.id, skuId: sku.id, num: standard.minQty, ...body });
    if (standard.minQty > 1) expect((await send({ num: standard.minQty - 1 })).msg).toBe(`起订量为${standard.minQty}${standard.unitName}`);
    if (standard.stepQty > 1)
      expect((await send({ num: standard.minQty + 1 })).msg).toBe(
        `购买数量需在${standard.minQty}${standard.unitName}基础上按${standard.stepQty}${standard.unitName}递增`,
      );
    const huge = standard.minQty + standard.stepQty * Math.ceil((sku.stock + 1 - standard.minQty) / standard.stepQty);
    const over = await send({ num: huge });
    const most = standard.minQty + Math.floor((sku.stock - standard.minQty) / standard.stepQty) * standard.stepQty;
    expect([over.http, over.msg]).toEqual([409, `库存不足，最多可购买${most}${standard.unitName}`]);
    expect((await send({ skuId: spot.skus[0].id })).http).toBe(404);
    expect((await send({ num: 1.5 })).msg).toBe('购买数量需为正整数');
    expect((await send({ kind: 'gift' })).msg).toBe('加购类型不正确');
    expect((await send({ price: 1 })).msg).toBe('不支持的字段：price');
    expect((await send({ custom: { params: '四色印刷' } })).msg).toBe('该商品无需填写定制需求');
  });

  it('refuses accounts without the buy permission and visitors', async () => {
    const finance = await login(base, DEMO.finance);
    const r = await finance.api.post('/api/car', { productId: spot.id, skuId: spot.skus[0].id, num: 1 });
    expect([r.http, r.status]).toEqual([403, 403]);
    expect((await anon.post('/api/car', { productId: spot.id, skuId: spot.skus[0].id, num: 1 })).http).toBe(401);
  });

  it("an add's key sent again (a retry after a lost answer) answers the first add without adding again", async () => {
    const me = await newCompany();
    const sku = spot.skus.find((s: any) => s.stock >= 10)!;
    const lines = async (api = me.api) => ((await api.get('/api/cart/list')).data.valid as { num: number }[]).map((l) => l.num);
    const body = { productId: spot.id, skuId: sku.id, num: 2, idempotencyKey: `add${Date.now().toString(36)}retry` };
    const first = await me.api.post('/api/car', body);
    expect([first.status, first.msg, first.data.count]).toEqual([200, '加入购物车成功', 1]);
    // The same key again, once and twice at the same time: the first answer, and the line holds one add.
    const again = await Promise.all([me.api.post('/api/car', body), me.api.post('/api/car', body), me.api.post('/api/car', body)]);
    for (const r of again) expect([r.status, r.msg, r.data]).toEqual([200, '加入购物车成功', first.data]);
    expect(await lines()).toEqual([2]);
    // Another key is another add (merged into the line); an add without a key adds each time (old clients).
    const second = await me.api.post('/api/car', { ...body, idempotencyKey: `${body.idempotencyKey}2` });
    expect([second.status, second.data.cartId]).toEqual([200, first.data.cartId]);
    expect(await lines()).toEqual([4]);
    const { idempotencyKey: _, ...plain } = body;
    expect((await me.api.post('/api/car', plain)).status).toBe(200);
    expect((await me.api.post('/api/car', plain)).status).toBe(200);
    expect(await lines()).toEqual([8]);
    // Another buyer sending the same key gets an add of their own, never the first buyer's answer.
    const other = await newCompany();
    const theirs = await other.api.post('/api/car', body);
    expect(theirs.status, theirs.msg).toBe(200);
    expect(theirs.data.cartId).not.toBe(first.data.cartId);
    expect(await lines(other.api)).toEqual([2]);
    expect(await lines()).toEqual([8]);
    // A malformed key is refused in Chinese; a buy-now line is made once per key too.
    const bad = await me.api.post('/api/car', { ...body, idempotencyKey: '坏' });
    expect([bad.http, bad.msg]).toEqual([400, '提交标识格式不正确，请刷新页面后重试']);
    const buy = { ...body, kind: 'buy', idempotencyKey: `${body.idempotencyKey}buy` };
    const b1 = await me.api.post('/api/car', buy);
    const b2 = await me.api.post('/api/car', buy);
    expect([b1.status, b2.status, b2.data.cartId]).toEqual([200, 200, b1.data.cartId]);
  });

  it('merges concurrent adds of one SKU into one line', async () => {
    const { api } = await newCompany();
    const sku = spot.skus.find((s: any) => s.stock >= 10)!;
    const all = await Promise.all(Array.from({ length: 8 }, () => api.post('/api/car', { productId: spot.id, skuId: sku.id, num: 1 })));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(new Set(all.map((r) => r.data.cartId)).size).toBe(1);
    expect((await api.get('/api/cart/count')).data.count).toBe(1);
  });
});

describe('custom goods: requirement form and artwork', () => {
  it('requires print parameters and accepts the company’s own artwork only', async () => {
    const me = await newCompany();
    const other = await newCompany();
    const sku = custom.skus.find((s: any) => s.stock >= custom.minQty)!;
    const body = { productId: custom.id, skuId: sku.id, num: custom.minQty };
    expect((await me.api.post('/api/car', body)).msg).toBe('请填写印刷参数');
    expect((await me.api.post('/api/car', { ...body, custom: { params: '  ' } })).msg).toBe('请填写印刷参数');
    // Too long, as text or as named parameters: said as too long, not as missing.
    for (const params of ['字'.repeat(501), { 印刷颜色: '字'.repeat(501) }]) {
      const long = await me.api.post('/api/car', { ...body, custom: { params } });
      expect([long.http, long.msg]).toEqual([400, '印刷参数最多500个字']);
    }
    expect((await me.api.post('/api/car', { ...body, custom: { params: 42 } })).msg).toBe('请填写印刷参数');
    const file = await uploadArtwork(me.token);
    expect(file.status, file.msg).toBe(200);
    expect(file.data).toMatchObject({ id: expect.any(Number), name: 'design.pdf', mime: 'application/pdf' });
    const theirs = await uploadArtwork(other.token);
    const bad = await me.api.post('/api/car', { ...body, custom: { params: '四色双面', artworkFileIds: [theirs.data.id] } });
    expect([bad.http, bad.msg]).toEqual([400, '设计稿文件不存在，请重新上传']);
    const ok = await me.api.post('/api/car', {
      ...body,
      kind: 'buy',
      custom: { params: '四色双面，覆哑膜', note: '月底前交货', artworkFileIds: [file.data.id] },
    });
    expect(ok.status, ok.msg).toBe(200);
    expect(ok.data.cartId).toBeGreaterThan(0);
    // custom lines never merge: each carries its own requirement
    const c1 = await me.api.post('/api/car', { ...body, custom: { params: 'A版' } });
    const c2 = await me.api.post('/api/car', { ...body, custom: { params: 'B版' } });
    expect(c1.data.cartId).not.toBe(c2.data.cartId);
    expect(c2.data.count).toBe(2);
  });

  it('accepts only the artwork formats and only from logged-in buyers', async () => {
    const me = await newCompany();
    const txt = await uploadArtwork(me.token, new TextEncoder().encode('hello'), 'notes.txt');
    expect([txt.http, txt.msg]).toEqual([400, '仅支持PDF、AI、PSD、TIFF、JPG、PNG、ZIP格式的文件']);
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'a.pdf');
    const visitor = await fetch(base + '/api/upload/artwork', { method: 'POST', headers: { origin: base }, body: form });
    expect(visitor.status).toBe(401);
  });
});

describe('product detail page', () => {
  it('sends visitors to /login and shows the page with its title to logged-in users', async () => {
    const r = await fetch(`${base}/productDetail?productId=${spot.id}&name=A-${encodeURIComponent(spot.storeName)}`, {
      redirect: 'manual',
    });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toMatch(/^\/login\?redirect=/);
    const me = await newCompany();
    const page = await fetch(`${base}/productDetail?productId=${spot.id}&name=A-${encodeURIComponent(spot.storeName)}`, {
      headers: { cookie: `qili_token=${me.token}` },
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`<title>${spot.storeName}</title>`);
    expect(html).toContain(spot.code);
    const tz = await (await fetch(`${base}/productDetail?id=${spot.id}&name=tz`, { headers: { cookie: `qili_token=${me.token}` } })).text();
    expect(tz).toContain('<title></title>');
    const missing = await fetch(`${base}/productDetail?productId=99999999&name=x`, { headers: { cookie: `qili_token=${me.token}` } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('商品不存在或已下架');
  });
});
