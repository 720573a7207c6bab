// The back office for merchandisers and editors: products (SKUs, tier prices, stock, pictures, type, category),
// on/off sale, categories, the catalogue import from an upload, scenes, activities and coupons, banners, hot words,
// navigation and footer — each visible on the storefront at once, each audited. A server of its own: these change
// what every other suite reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { STAFF, ownServer, staffLogin, staffUpload, type StaffClient } from '../helpers/staff.ts';
import { pngBytes, skus } from '../helpers/orders.ts';

let srv: Awaited<ReturnType<typeof ownServer>>;
let merch: StaffClient;
let editor: StaffClient;
let anon: ReturnType<typeof client>;
let tree: any[];

beforeAll(async () => {
  srv = await ownServer();
  merch = await staffLogin(srv.url, STAFF.merchandiser);
  editor = await staffLogin(srv.url, STAFF.editor);
  anon = client(srv.url);
  tree = (await anon.get('/api/category')).data;
}, 180_000);
afterAll(() => srv?.stop());

const picture = async (s: StaffClient = merch) => {
  const r = await staffUpload(s, srv.url, '/api/admin/upload/image', [{ bytes: await pngBytes(), name: '商品图.png' }]);
  expect(r.status, r.msg).toBe(200);
  return r.data.url as string;
};

/** A page's text with the quotes the HTML escapes put back (the audit trail shows records as JSON). */
const unquote = (html: string) => html.replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** A product's fields other than SKUs and tiers, in the last top category's first child, with an uploaded picture. */
const albumProduct = async (code: string, storeName: string) => ({
  code,
  storeName,
  goodsType: 4,
  category: [tree.at(-1).cateName, tree.at(-1).children[0].cateName],
  unitName: '本',
  image: await picture(),
});

async function waitJob(id: number) {
  for (let i = 0; i < 600; i++) {
    const r = await merch.get(`/api/admin/import/status?id=${id}`);
    if (r.data.state !== 'running') return r.data;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error('import job did not finish');
}

describe('products', () => {
  it('creates a product with SKUs, tiers and an uploaded picture; it sells at once; edits, stock and off-sale show at once', async () => {
    const url = await picture();
    expect(url).toMatch(/^\/api\/file\/[0-9a-f]{32}$/);
    const served = await fetch(srv.url + url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    const notImage = await staffUpload(merch, srv.url, '/api/admin/upload/image', [
      { bytes: new TextEncoder().encode('<svg onload=alert(1)>'), name: 'x.png' },
    ]);
    expect([notImage.http, notImage.msg]).toEqual([400, '仅支持JPG、PNG、WEBP格式的文件']);
    const cat = [tree.at(-1).cateName, tree.at(-1).children[0].cateName];
    const product = {
      code: 'ADM-CUP-01',
      storeName: '后台新建保温杯',
      goodsType: 5,
      category: cat,
      unitName: '个',
      minQty: '1',
      stepQty: '1',
      image: url,
      images: [],
      description: '<p>316不锈钢<script>alert(1)</script></p>',
      skus: [
        { skuCode: 'ADM-CUP-01-B', attrs: '颜色=黑色', price: '39.90', otPrice: '49.00', stock: '20' },
        { skuCode: 'ADM-CUP-01-W', attrs: '颜色=白色', price: '35.00', stock: '10' },
      ],
      tiers: [{ minQty: '50', price: '33.00' }],
    };
    // Bad input: the import's own rules, a 400 naming the problem, nothing written.
    const bad = await merch.post('/api/admin/product/save', { product: { ...product, skus: [{ ...product.skus[0], otPrice: '9.90' }] } });
    expect([bad.http, bad.msg]).toEqual([400, '划线价不能低于价格']);
    const foreign = await merch.post('/api/admin/product/save', {
      product: { ...product, image: '/api/file/0123456789abcdef0123456789abcdef' },
    });
    expect([foreign.http, foreign.msg]).toEqual([400, '图片地址不正确，请重新上传']);
    expect((await anon.get('/api/products/code?code=ADM-CUP-01')).data).toBeFalsy();
    const made = await merch.post('/api/admin/product/save', { product });
    expect([made.status, made.msg]).toEqual([200, '商品已创建']);
    const id = made.data.id;
    const d = await anon.get(`/api/product/detail?id=${id}`);
    expect(d.data).toMatchObject({ storeName: '后台新建保温杯', qiliGoodsTypeId: 5, price: 3500 });
    expect(JSON.stringify(d.data)).not.toContain('<script');
    const again = await merch.post('/api/admin/product/save', { product });
    expect([again.http, again.msg]).toEqual([409, '商品编号 ADM-CUP-01 已存在']);
    // Edit: name and a SKU; the code stays.
    const edited = await merch.post('/api/admin/product/save', { id, product: { ...product, storeName: '后台新建保温杯（升级款）' } });
    expect(edited.msg).toBe('商品已保存');
    expect((await anon.get(`/api/product/detail?id=${id}`)).data.storeName).toBe('后台新建保温杯（升级款）');
    const recode = await merch.post('/api/admin/product/save', { id, product: { ...product, code: 'ADM-OTHER' } });
    expect([recode.http, recode.msg]).toEqual([400, '商品编号不能修改']);
    // Stock of one SKU, as `ops stock:set`.
    const skuId = (await anon.get(`/api/product/detail?id=${id}`)).data.skus.find((s: any) => s.skuCode === 'ADM-CUP-01-W')?.id;
    const st = await merch.post('/api/admin/sku/stock', { skuId, stock: 77 });
    expect([st.status, st.data.stock]).toEqual([200, 77]);
    expect((await merch.post('/api/admin/sku/stock', { skuId, stock: -1 })).msg).toBe('库存必须是非负整数');
    // Unit price of one SKU, as `ops price:set`: the storefront shows it at once; the same refusal as the command.
    const pr = await merch.post('/api/admin/sku/price', { skuId, price: '34.90' });
    expect([pr.status, pr.msg, pr.data.price]).toEqual([200, '单价已更新', 3490]);
    expect((await anon.get(`/api/product/detail?id=${id}`)).data.skus.find((s: any) => s.id === skuId)?.price).toBe(3490);
    expect((await merch.post('/api/admin/sku/price', { skuId, price: '0' })).msg).toBe('单价必须大于0且不超过100万元');
    expect((await merch.post('/api/admin/sku/price', { skuId, price: '1.234' })).msg).toBe('单价格式不正确（元，最多两位小数）');
    expect((await merch.post('/api/admin/sku/price', { skuId, price: 19.9 })).http).toBe(400);
    // Off sale: gone from the storefront at once; back on.
    expect((await merch.post('/api/admin/product/show', { id, isShow: false })).msg).toBe('已下架');
    expect((await anon.get(`/api/product/detail?id=${id}`)).http).toBe(404);
    expect((await merch.post('/api/admin/product/show', { id, isShow: true })).msg).toBe('已上架');
    expect((await anon.get(`/api/product/detail?id=${id}`)).status).toBe(200);
    const page = await merch.page(`/admin/products/${id}`);
    for (const what of ['新建商品', '修改商品', '修改库存', '修改单价', '上下架']) expect(page.html).toContain(what);
    expect(page.html).toContain('商品陈晨（merchandiser）');
  });

  it('a save keeps the stock orders took since the form was opened; a stock changed over a moved one is refused', async () => {
    const product = {
      ...(await albumProduct('ADM-STOCK-01', '后台库存画册')),
      goodsType: 5,
      skus: [
        { skuCode: 'ADM-STOCK-01-A', attrs: '尺寸=A4', price: '12.50', stock: '20' },
        { skuCode: 'ADM-STOCK-01-B', attrs: '尺寸=A5', price: '10.00', stock: '10' },
      ],
    };
    const made = await merch.post('/api/admin/product/save', { product });
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id as number;
    // The form as the editor opens it: each stored SKU with the stock it loaded.
    const opened = { ...product, skus: product.skus.map((s) => ({ ...s, stockSeen: s.stock })) };
    // Meanwhile a buyer orders 3 of A.
    const detail = async () => (await anon.get(`/api/product/detail?id=${id}`)).data;
    const skuA = (await detail()).skus.find((s: any) => s.skuCode === 'ADM-STOCK-01-A');
    const { api } = await login(srv.url, DEMO.main);
    const order = await api.post('/api/order/create', {
      buyNow: { productId: id, skuId: skuA.id, num: 3 },
      idempotencyKey: `stock-${Date.now()}`,
    });
    expect(order.status, order.msg).toBe(200);
    // As staff read it (the storefront's detail may be a few seconds old).
    const stocks = async () =>
      Object.fromEntries((await skus(srv.dataDir, 5, 500)).filter((s) => s.productId === id).map((s) => [s.skuCode, s.stock]));
    expect(await stocks()).toEqual({ 'ADM-STOCK-01-A': 17, 'ADM-STOCK-01-B': 10 });
    // The editor fixes the name and saves: A keeps 17 (the form's 20 would sell 3 units that are gone); B's new figure is set.
    const saved = await merch.post('/api/admin/product/save', {
      id,
      product: { ...opened, storeName: '后台库存画册（新版）', skus: [opened.skus[0], { ...opened.skus[1], stock: '15' }] },
    });
    expect([saved.status, saved.msg]).toEqual([200, '商品已保存']);
    expect(await stocks()).toEqual({ 'ADM-STOCK-01-A': 17, 'ADM-STOCK-01-B': 15 });
    // A stock typed over a figure that moved since is refused, nothing written; with the figure reloaded it is set.
    const stale = await merch.post('/api/admin/product/save', {
      id,
      product: { ...opened, skus: [{ ...opened.skus[0], stock: '50' }, opened.skus[1]] },
    });
    expect([stale.http, stale.msg]).toEqual([
      409,
      'SKU ADM-STOCK-01-A 的库存已变为 17（打开页面后有订单或他人修改），请刷新页面后再修改库存',
    ]);
    expect(await stocks()).toEqual({ 'ADM-STOCK-01-A': 17, 'ADM-STOCK-01-B': 15 });
    const fresh = await merch.post('/api/admin/product/save', {
      id,
      product: {
        ...opened,
        skus: [
          { ...opened.skus[0], stock: '50', stockSeen: '17' },
          { ...opened.skus[1], stock: '15', stockSeen: '15' },
        ],
      },
    });
    expect(fresh.status, fresh.msg).toBe(200);
    expect(await stocks()).toEqual({ 'ADM-STOCK-01-A': 50, 'ADM-STOCK-01-B': 15 });
    // The form's page gives each stored SKU its loaded stock.
    expect((await merch.page(`/admin/products/${id}`)).html).toContain('&quot;stockSeen&quot;:[0,&quot;50&quot;]');
  });

  it('a product save answers to the product the form showed: a price or on/off sale changed since is not put back unseen, a stock an order moved does not block it', async () => {
    const product = {
      ...(await albumProduct('ADM-VER-01', '后台版本画册')),
      skus: [
        { skuCode: 'ADM-VER-01-A', attrs: '尺寸=A4', price: '12.50', stock: '20' },
        { skuCode: 'ADM-VER-01-B', attrs: '尺寸=A5', price: '10.00', stock: '10' },
      ],
    };
    const made = await merch.post('/api/admin/product/save', { product });
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id as number;
    const versionShown = async () => {
      const m = /&quot;version&quot;:\[0,&quot;([0-9a-f]{16})&quot;\]/.exec((await merch.page(`/admin/products/${id}`)).html);
      expect(m, 'the edit page carries the product version').not.toBeNull();
      return m![1]!;
    };
    const opened = await versionShown();
    const skuA = (await anon.get(`/api/product/detail?id=${id}`)).data.skus.find((s: any) => s.skuCode === 'ADM-VER-01-A');
    // A stock set meanwhile (as an order would move it) does not make the form stale: stockSeen guards stock.
    expect((await merch.post('/api/admin/sku/stock', { skuId: skuA.id, stock: 18 })).status).toBe(200);
    expect(await versionShown()).toBe(opened);
    // The side form's 更新库存 sends the stock its page showed: typed over a figure an order moved since, it is
    // refused with the product form's own message and nothing written; over the current figure it is set.
    const staleStock = await merch.post('/api/admin/sku/stock', { skuId: skuA.id, stock: 25, seen: 20 });
    expect([staleStock.http, staleStock.msg]).toEqual([
      409,
      'SKU ADM-VER-01-A 的库存已变为 18（打开页面后有订单或他人修改），请刷新页面后再修改库存',
    ]);
    expect((await anon.get(`/api/product/detail?id=${id}`)).data.skus.find((s: any) => s.skuCode === 'ADM-VER-01-A').stock).toBe(18);
    expect((await merch.post('/api/admin/sku/stock', { skuId: skuA.id, stock: 25, seen: 18 })).status).toBe(200);
    expect((await merch.page(`/admin/products/${id}`)).html).toContain('&quot;seen&quot;:[0,25]');
    // Another merchandiser changes SKU A's price from the side form.
    const other = await staffLogin(srv.url, STAFF.merchandiser);
    const priced = await other.post('/api/admin/sku/price', { skuId: skuA.id, price: '11.00' });
    expect(priced.status, priced.msg).toBe(200);
    // The first one, still on the page opened before, renames and saves: refused, nothing written.
    const stale = await merch.post('/api/admin/product/save', {
      id,
      version: opened,
      product: { ...product, storeName: '后台版本画册（改名）' },
    });
    expect([stale.http, stale.msg]).toEqual([409, '商品已被修改（打开页面后有人保存了此商品、改了单价或上下架），请刷新页面后重新修改']);
    const now = (await anon.get(`/api/product/detail?id=${id}`)).data;
    expect([now.storeName, now.skus.find((s: any) => s.skuCode === 'ADM-VER-01-A').price]).toEqual(['后台版本画册', 1100]);
    // Off sale meanwhile: the same.
    const reloaded = await versionShown();
    expect(reloaded).not.toBe(opened);
    expect((await other.post('/api/admin/product/show', { id, isShow: false })).status).toBe(200);
    const staleShow = await merch.post('/api/admin/product/save', { id, version: reloaded, product: { ...product, isShow: true } });
    expect(staleShow.http).toBe(409);
    // With the page reloaded the save goes through.
    const fresh = await merch.post('/api/admin/product/save', {
      id,
      version: await versionShown(),
      product: {
        ...product,
        isShow: false,
        storeName: '后台版本画册（改名）',
        skus: [{ ...product.skus[0]!, price: '11.00' }, product.skus[1]!],
      },
    });
    expect([fresh.status, fresh.msg]).toEqual([200, '商品已保存']);
  });

  it('a SKU a seckill offer or a group-buy sells is not removed by a product save (the offer kept selling a SKU that was gone)', async () => {
    const product = {
      ...(await albumProduct('ADM-OFFER-01', '后台活动画册')),
      skus: [
        { skuCode: 'ADM-OFFER-01-A', attrs: '尺寸=A4', price: '12.50', stock: '20' },
        { skuCode: 'ADM-OFFER-01-B', attrs: '尺寸=A5', price: '10.00', stock: '10' },
      ],
    };
    const made = await merch.post('/api/admin/product/save', { product });
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id as number;
    const skuOf = async (code: string) => (await anon.get(`/api/product/detail?id=${id}`)).data.skus.find((s: any) => s.skuCode === code);
    const b = await skuOf('ADM-OFFER-01-B');
    const sk = await merch.post('/api/admin/seckill/save', {
      slotId: 1,
      skuId: b.id,
      price: '5.00',
      stock: 5,
      limitPerUser: 1,
      title: '后台活动秒杀',
    });
    expect(sk.status, sk.msg).toBe(200);
    const withoutB = { ...product, skus: [product.skus[0]!] };
    const refused = await merch.post('/api/admin/product/save', { id, product: withoutB });
    expect([refused.http, refused.msg]).toEqual([
      409,
      'SKU ADM-OFFER-01-B 正用于秒杀商品「后台活动秒杀」，不能删除：请先在「活动与优惠券」中把该秒杀商品改用其他SKU',
    ]);
    expect((await skuOf('ADM-OFFER-01-B'))?.id).toBe(b.id);
    // The offer moved to SKU A frees B; a group-buy on B then holds it the same way.
    const a = await skuOf('ADM-OFFER-01-A');
    const moved = await merch.post('/api/admin/seckill/save', {
      id: sk.data.id,
      slotId: 1,
      skuId: a.id,
      price: '5.00',
      stock: 5,
      limitPerUser: 1,
      title: '后台活动秒杀',
    });
    expect(moved.status, moved.msg).toBe(200);
    const group = await merch.post('/api/admin/group/save', {
      skuId: b.id,
      productPrice: '6.00',
      people: 3,
      windowHours: 24,
      num: 1,
      title: '后台活动拼团',
    });
    expect(group.status, group.msg).toBe(200);
    const refusedGroup = await merch.post('/api/admin/product/save', { id, product: withoutB });
    expect([refusedGroup.http, refusedGroup.msg]).toEqual([
      409,
      'SKU ADM-OFFER-01-B 正用于拼团商品「后台活动拼团」，不能删除：请先在「活动与优惠券」中把该拼团商品改用其他SKU',
    ]);
    const groupMoved = await merch.post('/api/admin/group/save', {
      id: group.data.id,
      skuId: a.id,
      productPrice: '6.00',
      people: 3,
      windowHours: 24,
      num: 1,
      title: '后台活动拼团',
    });
    expect(groupMoved.status, groupMoved.msg).toBe(200);
    expect((await merch.post('/api/admin/product/save', { id, product: withoutB })).status).toBe(200);
    expect(await skuOf('ADM-OFFER-01-B')).toBeUndefined();
    // Off sale (下架), the product leaves the group-buy board, and a seckill reservation or a new team is refused with
    // the settlement's own word (a buyer got 抢购成功 for it, then a refusal when ordering).
    expect((await merch.post('/api/admin/product/show', { id, isShow: false })).status).toBe(200);
    const { api } = await login(srv.url, DEMO.main);
    expect(await api.post('/api/seckill/buy', { id: sk.data.id, num: 1 })).toMatchObject({ http: 409, msg: '商品已下架' });
    expect(await api.post('/api/combination/start', { id: group.data.id })).toMatchObject({ http: 409, msg: '商品已下架' });
    const board = async () => (await anon.get('/api/combination/list?limit=20')).data.list.map((g: any) => g.id);
    expect(await board()).not.toContain(group.data.id);
    expect((await merch.post('/api/admin/product/show', { id, isShow: true })).status).toBe(200);
    expect(await board()).toContain(group.data.id);
  });

  it('a SKU price from the side form passes the product rules as the whole product would be after it: tiers stay below the cheapest SKU', async () => {
    const product = {
      ...(await albumProduct('ADM-TIER-01', '后台阶梯价画册')),
      skus: [
        { skuCode: 'ADM-TIER-01-A', attrs: '尺寸=A4', price: '12.50', otPrice: '15.00', stock: '1000' },
        { skuCode: 'ADM-TIER-01-B', attrs: '尺寸=A5', price: '10.00', stock: '1000' },
      ],
      tiers: [
        { minQty: '100', price: '8.00' },
        { minQty: '500', price: '7.00' },
      ],
    };
    const made = await merch.post('/api/admin/product/save', { product });
    expect([made.status, made.msg]).toEqual([200, '商品已创建']);
    const id = made.data.id;
    const detail = async () => (await anon.get(`/api/product/detail?id=${id}`)).data;
    const skuOf = (d: any, code: string) => d.skus.find((s: any) => s.skuCode === code);
    const first = await detail();
    const aId = skuOf(first, 'ADM-TIER-01-A').id;
    const bId = skuOf(first, 'ADM-TIER-01-B').id;
    // Below the tiers: the full editor's own refusal, 400, nothing changed.
    const below = await merch.post('/api/admin/sku/price', { skuId: bId, price: '6' });
    expect([below.http, below.msg]).toEqual([400, '阶梯价应低于最低SKU价格并逐档递减']);
    // Above its list price: the same rule set, so the same refusal as the form.
    const overList = await merch.post('/api/admin/sku/price', { skuId: aId, price: '16.00' });
    expect([overList.http, overList.msg]).toEqual([400, '划线价不能低于价格']);
    // A valid change is taken (and the storefront reads afresh): SKU B still at its price, the tiers as they were.
    const ok = await merch.post('/api/admin/sku/price', { skuId: aId, price: '13.00' });
    expect([ok.status, ok.msg, ok.data.price]).toEqual([200, '单价已更新', 1300]);
    const after = await detail();
    expect([skuOf(after, 'ADM-TIER-01-A').price, skuOf(after, 'ADM-TIER-01-B').price, after.price]).toEqual([1300, 1000, 1000]);
    expect(after.tiers).toEqual([
      { minQty: 100, price: 800 },
      { minQty: 500, price: 700 },
    ]);
    // Down to just above the first tier is still valid; the listed price follows the cheapest SKU.
    const lower = await merch.post('/api/admin/sku/price', { skuId: bId, price: '8.50' });
    expect([lower.status, lower.data.price]).toEqual([200, 850]);
    expect((await detail()).price).toBe(850);
    // The product as stored still saves whole from the editor (the side change left it within the rules).
    const resaved = await merch.post('/api/admin/product/save', {
      id,
      product: {
        ...product,
        skus: [
          { ...product.skus[0]!, price: '13.00' },
          { ...product.skus[1]!, price: '8.50' },
        ],
      },
    });
    expect([resaved.status, resaved.msg]).toEqual([200, '商品已保存']);
    // The product's log tells what was saved SKU by SKU and tier by tier, the type and category by name (it showed
    // the lists' JSON and the ids).
    const page = unquote((await merch.page(`/admin/products/${id}`)).html);
    const log = page.slice(page.indexOf('id="audit-trail"'));
    for (const shown of [
      '<dt>规格 ADM-TIER-01-A（尺寸:A4）</dt><dd>— → 价格 ¥12.50，库存 1000，原价 ¥15.00</dd>',
      '<dt>阶梯价 500件起</dt><dd>— → 价格 ¥7.00</dd>',
      '<dt>商品类型</dt><dd>— → 纯标准商品</dd>',
      `<dt>分类</dt><dd>— → ${product.category.join(' / ')}</dd>`,
    ])
      expect(log).toContain(shown);
    expect(log).not.toContain('"skuCode"');
  });

  it("a SKU price from the side form lists the cheapest SKU's price and 划线价, as a full save of the product does", async () => {
    const product = {
      ...(await albumProduct('ADM-LIST-01', '后台划线价画册')),
      skus: [
        { skuCode: 'ADM-LIST-01-A', attrs: '尺寸=A4', price: '20.00', otPrice: '25.00', stock: '100' },
        { skuCode: 'ADM-LIST-01-B', attrs: '尺寸=A5', price: '18.00', otPrice: '22.00', stock: '100' },
      ],
    };
    const made = await merch.post('/api/admin/product/save', { product });
    expect([made.status, made.msg]).toEqual([200, '商品已创建']);
    const id = made.data.id;
    const listed = async () => {
      const d = (await anon.get(`/api/product/detail?id=${id}`)).data;
      return { price: d.price, otPrice: d.otPrice, ids: Object.fromEntries(d.skus.map((s: any) => [s.skuCode, s.id])) };
    };
    const first = await listed();
    expect([first.price, first.otPrice]).toEqual([1800, 2200]);
    // A becomes the cheapest: the product lists A's price with A's 划线价 (before: 15.00 beside B's 22.00).
    const a = await merch.post('/api/admin/sku/price', { skuId: first.ids['ADM-LIST-01-A'], price: '15.00' });
    expect([a.status, a.msg]).toEqual([200, '单价已更新']);
    expect(await listed()).toMatchObject({ price: 1500, otPrice: 2500 });
    // The full save of the same SKUs lists the same.
    const saved = await merch.post('/api/admin/product/save', {
      id,
      product: { ...product, skus: [{ ...product.skus[0]!, price: '15.00' }, product.skus[1]!] },
    });
    expect([saved.status, saved.msg]).toEqual([200, '商品已保存']);
    expect(await listed()).toMatchObject({ price: 1500, otPrice: 2500 });
    // And back: B the cheapest again, with its own 划线价.
    const b = await merch.post('/api/admin/sku/price', { skuId: first.ids['ADM-LIST-01-B'], price: '14.00' });
    expect([b.status, b.msg]).toEqual([200, '单价已更新']);
    expect(await listed()).toMatchObject({ price: 1400, otPrice: 2200 });
  });

  it('refuses two SKUs with the same specs in any order, on create, on edit and in the import', async () => {
    const product = {
      ...(await albumProduct('ADM-SPEC-01', '后台规格画册')),
      skus: [
        { skuCode: 'ADM-SPEC-01-A', attrs: '尺寸=A4;纸张=铜版纸', price: '12.00', stock: '100' },
        { skuCode: 'ADM-SPEC-01-B', attrs: '纸张=铜版纸;尺寸=A4', price: '9.00', stock: '100' },
      ],
    };
    const dup = await merch.post('/api/admin/product/save', { product });
    expect([dup.http, dup.msg]).toEqual([400, '规格重复：尺寸=A4;纸张=铜版纸']);
    expect((await anon.get('/api/products/code?code=ADM-SPEC-01')).data).toBeFalsy();
    // Edit: a product with two specs; its second SKU changed into the first one's spec is refused, nothing stored.
    const valid = { ...product, skus: [product.skus[0]!, { ...product.skus[1]!, attrs: '纸张=铜版纸;尺寸=A5' }] };
    const made = await merch.post('/api/admin/product/save', { product: valid });
    expect([made.status, made.msg]).toEqual([200, '商品已创建']);
    const edit = await merch.post('/api/admin/product/save', {
      id: made.data.id,
      product: { ...valid, storeName: '后台规格画册（改）', skus: product.skus },
    });
    expect([edit.http, edit.msg]).toEqual([400, '规格重复：尺寸=A4;纸张=铜版纸']);
    const page = (await merch.page(`/admin/products/${made.data.id}`)).html;
    expect(page).toMatch(/aria-label="SKU2 规格"[^>]*>尺寸=A5;纸张=铜版纸</);
    expect(page).not.toContain('后台规格画册（改）');
    // The catalogue import shares the rule: the dry run names the line, the import writes nothing.
    const cat = `${tree[0].cateName}/${tree[0].children[0].cateName}`;
    const csv = [
      'code,storeName,goodsType,category,image,skuCode,attrs,price,stock',
      `ADM-SPEC-02,后台导入规格画册,4,${cat},card.png,ADM-SPEC-02-A,尺寸=A4;纸张=铜版纸,12.00,100`,
      `ADM-SPEC-02,,,,,ADM-SPEC-02-B,纸张=铜版纸;尺寸=A4,9.00,100`,
    ].join('\n');
    const img = await pngBytes();
    const upload = (dryRun: 0 | 1) =>
      staffUpload(merch, srv.url, `/api/admin/import?dryRun=${dryRun}`, [
        { bytes: new TextEncoder().encode(csv), name: 'goods.csv' },
        { field: 'images', bytes: img, name: 'card.png' },
      ]);
    for (const dryRun of [1, 0] as const) {
      const job = await waitJob((await upload(dryRun)).data.id);
      expect(job).toMatchObject({ state: 'failed', report: { ok: false } });
      expect(job.report.errors).toEqual(['第3行 规格(attrs)：规格重复：尺寸=A4;纸张=铜版纸']);
    }
    expect((await anon.get('/api/products/code?code=ADM-SPEC-02')).data).toBeFalsy();
  });

  it('edits the category tree: three levels at most, names unique under a parent', async () => {
    const parent = tree.at(-1).children[0];
    const c = await merch.post('/api/admin/category/save', { parentId: parent.id, cateName: '后台新分类' });
    expect(c.status, c.msg).toBe(200);
    const dup = await merch.post('/api/admin/category/save', { parentId: parent.id, cateName: '后台新分类' });
    expect([dup.http, dup.msg]).toEqual([409, '同级下已有同名分类']);
    const deep = await merch.post('/api/admin/category/save', { parentId: c.data.id, cateName: '第四级' });
    expect([deep.http, deep.msg]).toEqual([400, '分类最多三级']);
    const menu = (await anon.get('/api/category')).data.at(-1).children[0].children.map((x: any) => x.cateName);
    expect(menu).toContain('后台新分类');
    // The category menu's markup is rendered once per change of the tree and repeated on every page: the change
    // shows on the next page, in the strip's menu (id strip-cate-menu) and in the home page's (home-cate-menu), with
    // its three levels in the link.
    const link = `href="/indexpage/productlist?type1=${tree.at(-1).id}&amp;type2=${parent.id}&amp;type3=${c.data.id}"`;
    const about = async () => (await fetch(srv.url + '/indexpage/AboutUs')).text();
    const menuOf = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf('</ul>', html.indexOf(`id="${id}"`)));
    const stripMenu = (html: string) => menuOf(html, 'strip-cate-menu');
    const first = await about();
    expect(stripMenu(first)).toContain(`${link}>后台新分类</a>`);
    // The next pages write the finished menu and footer without creating their components again (markupReady).
    const again = await about();
    expect(stripMenu(again)).toBe(stripMenu(first));
    const footerOf = (html: string) => html.slice(html.indexOf('<footer class="site-footer"'), html.indexOf('</footer>') + 9);
    expect(footerOf(first)).toContain('</footer>');
    expect(footerOf(again)).toBe(footerOf(first));
    const home = await (await fetch(srv.url + '/')).text();
    expect(menuOf(home, 'home-cate-menu')).toContain(`${link}>后台新分类</a>`);
    expect(home).not.toContain('aria-expanded'); // the CSS-only menu until the script wires it
    // A signed-in buyer's home page comes from its shell (storefront/member-shell.ts), which the change forgets too.
    const { token } = await login(srv.url, DEMO.main);
    const signedHome = async () => {
      const r = await fetch(srv.url + '/', { headers: { cookie: `qili_token=${token}` } });
      return { shell: r.headers.get('x-page-shell'), html: await r.text() };
    };
    expect(menuOf((await signedHome()).html, 'home-cate-menu')).toContain(`${link}>后台新分类</a>`);
    expect((await signedHome()).shell).toBe('hit');
    expect((await merch.post('/api/admin/category/save', { id: c.data.id, parentId: parent.id, cateName: '后台改名分类' })).status).toBe(
      200,
    );
    const renamed = stripMenu(await about());
    expect([renamed.includes(`${link}>后台改名分类</a>`), renamed.includes('后台新分类')]).toEqual([true, false]);
    const signedRenamed = menuOf((await signedHome()).html, 'home-cate-menu');
    expect([signedRenamed.includes(`${link}>后台改名分类</a>`), signedRenamed.includes('后台新分类')]).toEqual([true, false]);
    expect(
      (await merch.post('/api/admin/category/save', { id: c.data.id, parentId: parent.id, cateName: '后台改名分类', isShow: false }))
        .status,
    ).toBe(200);
    expect((await anon.get('/api/category')).data.at(-1).children[0].children.map((x: any) => x.cateName)).not.toContain('后台改名分类');
    expect(stripMenu(await about())).not.toContain(link);
  });

  it('runs the catalogue import from an uploaded file: a dry-run report, errors by line, then the import with its summary', async () => {
    const cat = `${tree[0].cateName}/${tree[0].children[0].cateName}`;
    const csv = (price: string) =>
      [
        'code,storeName,goodsType,category,image,skuCode,attrs,price,stock',
        `ADM-IMP-1,后台导入名片,4,${cat},card.png,ADM-IMP-1-A,规格=标准,${price},100`,
        `ADM-IMP-2,后台导入信封,4,${cat},card.png,ADM-IMP-2-A,规格=标准,12.00,50`,
      ].join('\n');
    const img = await pngBytes();
    const upload = (text: string, dryRun: 0 | 1) =>
      staffUpload(merch, srv.url, `/api/admin/import?dryRun=${dryRun}`, [
        { bytes: new TextEncoder().encode(text), name: 'goods.csv' },
        { field: 'images', bytes: img, name: 'card.png' },
      ]);
    const broken = await waitJob((await upload(csv('abc'), 1)).data.id);
    expect(broken).toMatchObject({ state: 'failed', report: { ok: false } });
    expect(broken.report.errors[0]).toBe('第2行 单价(price)：价格格式不正确，应为大于0的金额（元），最多两位小数');
    const dry = await waitJob((await upload(csv('8.80'), 1)).data.id);
    expect(dry).toMatchObject({ state: 'done', dryRun: true, report: { ok: true, products: 2, summary: null } });
    expect((await anon.get('/api/products/code?code=ADM-IMP-1')).data).toBeFalsy();
    const real = await waitJob((await upload(csv('8.80'), 0)).data.id);
    expect(real).toMatchObject({ state: 'done', report: { ok: true, summary: { created: 2, updated: 0, skus: 2, images: 1 } } });
    expect((await anon.get('/api/products/code?code=ADM-IMP-1')).data).toMatchObject({ storeName: '后台导入名片' });
    const wrongType = await staffUpload(merch, srv.url, '/api/admin/import?dryRun=1', [{ bytes: img, name: 'goods.exe' }]);
    expect([wrongType.http, wrongType.msg]).toEqual([400, '仅支持 .csv 或 .json 文件']);
    // The one streaming multipart reader stops at the file's limit (10 MB) and at the field's count, before any job.
    const big = await staffUpload(merch, srv.url, '/api/admin/import?dryRun=1', [
      { bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(65), name: 'big.csv' },
    ]);
    expect([big.http, big.msg]).toEqual([413, '导入文件不能超过10MB']);
    const noFile = await staffUpload(merch, srv.url, '/api/admin/import?dryRun=1', [{ field: 'images', bytes: img, name: 'card.png' }]);
    expect([noFile.http, noFile.msg]).toEqual([400, '请选择要导入的CSV或JSON文件']);
    expect((await merch.page('/admin/audit')).status).toBe(403);
  });
});

describe('scenes, activities and coupons', () => {
  it('the scene list counts what 场景购 shows: 在售 N / 共 M, a product taken off sale counted apart', async () => {
    // 商品数 counted every product of the scene, on sale or not: staff read 3 where buyers saw 2.
    const ids = (await anon.get('/api/products?limit=3')).data.list.map((p: any) => p.id);
    const scene = await merch.post('/api/admin/scene/save', { scenesName: '场景计数', pic: await picture(), productIds: ids.join(', ') });
    expect(scene.status, scene.msg).toBe(200);
    const count = async () => {
      const { html } = await merch.page('/admin/scenes');
      return /<td>场景计数<\/td>\s*<td class="num">\s*(在售 \d+ \/ 共 \d+)\s*<\/td>/.exec(html)?.[1];
    };
    expect(await count()).toBe('在售 3 / 共 3');
    expect((await merch.post('/api/admin/product/show', { id: ids[2], isShow: false })).status).toBe(200);
    try {
      expect(await count()).toBe('在售 2 / 共 3');
    } finally {
      expect((await merch.post('/api/admin/product/show', { id: ids[2], isShow: true })).status).toBe(200);
    }
    expect((await merch.post('/api/admin/scene/delete', { id: scene.data.id })).status).toBe(200);
  });

  it('a scene, a discount, a group-buy, a seckill offer and a coupon show on the storefront at once', async () => {
    const pic = await picture();
    const ids = (await anon.get('/api/products?limit=3')).data.list.map((p: any) => p.id);
    const scene = await merch.post('/api/admin/scene/save', { scenesName: '后台新场景', pic, productIds: ids.join(', '), sort: 1000 });
    expect(scene.status, scene.msg).toBe(200);
    expect((await anon.get('/api/pc/index')).data.scenesList.data[0]).toMatchObject({ id: scene.data.id, scenesName: '后台新场景' });
    const missing = await merch.post('/api/admin/scene/save', { scenesName: '坏场景', pic, productIds: '999999' });
    expect([missing.http, missing.msg]).toEqual([400, '商品不存在：999999']);

    const p = (await anon.get(`/api/product/detail?id=${ids[0]}`)).data;
    const disc = await merch.post('/api/admin/discount/save', { productId: p.id, rate: 80, label: '后台八折', sort: 10000 });
    expect(disc.status, disc.msg).toBe(200);
    const listed = (await anon.get('/api/discount/list?limit=20')).data.list.find((x: any) => x.id === p.id || x.productId === p.id);
    expect(listed).toMatchObject({ rate: 80 });
    const sku = p.skus[0];
    const group = await merch.post('/api/admin/group/save', {
      skuId: sku.id,
      productPrice: '0.01',
      people: 3,
      windowHours: 24,
      num: 1,
      sort: 10000,
    });
    expect(group.status, group.msg).toBe(200);
    expect((await anon.get('/api/combination/list?limit=20')).data.list.some((g: any) => g.id === group.data.id)).toBe(true);
    const tooDear = await merch.post('/api/admin/group/save', {
      skuId: sku.id,
      productPrice: '999999.00',
      people: 3,
      windowHours: 24,
      num: 1,
    });
    expect([tooDear.http, tooDear.msg]).toEqual([400, '拼团价应低于原价']);
    const slots = (await anon.get('/api/seckill/list')).data;
    expect(slots).toBeTruthy();
    const sk = await merch.post('/api/admin/seckill/save', { slotId: 1, skuId: sku.id, price: '0.01', stock: 5, limitPerUser: 1 });
    expect(sk.status, sk.msg).toBe(200);
    const coupon = await merch.post('/api/admin/coupon/save', {
      title: '后台新券满100减10',
      type: 'full',
      amount: '10',
      minAmount: '100',
      total: 100,
    });
    expect(coupon.status, coupon.msg).toBe(200);
    expect((await anon.get('/api/coupon/center?limit=20')).data.list.some((c: any) => c.id === coupon.data.id)).toBe(true);
    const badCoupon = await merch.post('/api/admin/coupon/save', { title: '坏券', type: 'full', amount: '100', minAmount: '50' });
    expect([badCoupon.http, badCoupon.msg]).toEqual([400, '满减金额应低于使用门槛']);
    // an end already past (it would end as it is made) and a per-buyer limit above the day's stock are refused
    const ended = { title: '过期券', type: 'full', amount: '5', minAmount: '10', endAt: '2020-01-01T10:00' };
    expect(await merch.post('/api/admin/coupon/save', ended)).toMatchObject({ http: 400, msg: '结束时间已过，请选择将来的时间' });
    const endedDiscount = { productId: p.id, rate: 80, endAt: '2020-01-01T10:00' };
    expect(await merch.post('/api/admin/discount/save', endedDiscount)).toMatchObject({ http: 400, msg: '结束时间已过，请选择将来的时间' });
    const greedy = { slotId: 1, skuId: sku.id, price: '0.01', stock: 10, limitPerUser: 20 };
    expect(await merch.post('/api/admin/seckill/save', greedy)).toMatchObject({ http: 400, msg: '每人每日限购不能超过每日库存' });
    expect((await anon.get('/api/coupon/center?limit=20')).data.list.some((c: any) => c.title === '过期券')).toBe(false);
    // Off: not claimable any more.
    expect(
      (
        await merch.post('/api/admin/coupon/save', {
          id: coupon.data.id,
          title: '后台新券满100减10',
          type: 'full',
          amount: '10',
          minAmount: '100',
          total: 100,
          claimable: false,
        })
      ).status,
    ).toBe(200);
    expect((await anon.get('/api/coupon/center?limit=20')).data.list.some((c: any) => c.id === coupon.data.id)).toBe(false);
    // The pages that edit them show who did what, naming the record; a refused change left no entry.
    const acts = await merch.page('/admin/activities');
    const trail = unquote(acts.html.slice(acts.html.indexOf('操作日志')));
    expect(trail).toContain('后台新券满100减10');
    expect(trail).not.toContain('坏券');
    // the change is told field by field, named in Chinese: only what changed
    expect(trail).toContain('<dt>可领取</dt><dd>是 → 否</dd>');
    const scenes = await merch.page('/admin/scenes');
    expect(scenes.html.slice(scenes.html.indexOf('操作日志'))).toContain('后台新场景');
  });
});

describe('page configuration (editors)', () => {
  it('banners, hot words, navigation and footer change the storefront at once; bad links are refused', async () => {
    const pic = await picture(editor);
    const b = await editor.post('/api/admin/banner/save', { title: '后台新轮播', url: pic, jumpUrl: '/indexpage/discount', sort: 1000 });
    expect(b.status, b.msg).toBe(200);
    expect((await anon.get('/api/pc/index')).data.qiliSlideshows[0]).toMatchObject({
      title: '后台新轮播',
      url: pic,
      jumpUrl: '/indexpage/discount',
    });
    const evil = await editor.post('/api/admin/banner/save', { title: 'x', url: pic, jumpUrl: 'javascript:alert(1)' });
    expect([evil.http, evil.msg]).toEqual([400, '跳转地址应为站内路径（以 / 开头）或 http(s) 网址']);
    const proto = await editor.post('/api/admin/banner/save', { title: 'x', url: pic, jumpUrl: '//evil.example/x' });
    expect(proto.http).toBe(400);
    expect((await editor.post('/api/admin/banner/delete', { id: b.data.id })).status).toBe(200);
    expect((await anon.get('/api/pc/index')).data.qiliSlideshows.some((s: any) => s.id === b.data.id)).toBe(false);

    const words = await editor.post('/api/admin/hotwords/save', { words: ['后台热词', '名片'] });
    expect(words.status, words.msg).toBe(200);
    expect((await anon.get('/api/pc/index')).data.hotKey).toEqual(['后台热词', '名片']);
    expect((await editor.post('/api/admin/hotwords/save', { words: ['重复', '重复'] })).msg).toBe('热搜词不能重复');

    const nav = [
      { des: '首页', linkTo: '/' },
      { des: '限时秒杀', linkTo: '/indexpage/seckill' },
    ];
    expect((await editor.post('/api/admin/nav/save', { nav })).status).toBe(200);
    const items = JSON.parse((await anon.get('/api/page/config?terminal=1')).data.json);
    expect(items.find((i: any) => i.type === 'NavType').componentContent.typeRoute).toEqual(nav);
    const home = await (await fetch(srv.url + '/')).text();
    expect(home).toContain('href="/indexpage/seckill"');
    const footer = {
      promises: ['售后无忧'],
      quickNav: nav,
      help: [],
      licences: [],
      copyright: '© 后台版权',
      icp: '沪ICP备00000000号',
      police: '',
    };
    expect((await editor.post('/api/admin/footer/save', footer)).status).toBe(200);
    const f = JSON.parse((await anon.get('/api/page/config?terminal=1')).data.json).find((i: any) => i.type === 'Footer').componentContent;
    expect(f).toMatchObject({ promises: ['售后无忧'], copyright: '© 后台版权' });
    expect((await editor.post('/api/admin/footer/save', { ...footer, extra: 1 })).msg).toBe('不支持的字段：extra');
    // The audit log records each of them for the admin.
    const admin = await staffLogin(srv.url, STAFF.admin);
    const log = await admin.page('/admin/audit?q=' + encodeURIComponent('内容编辑'));
    for (const what of ['保存轮播图', '删除轮播图', '保存热搜词', '保存导航', '保存页脚']) expect(log.html).toContain(what);
    // … and the page that edits them shows them too: who, what, before → after.
    const page = await editor.page('/admin/storefront');
    expect(page.status).toBe(200);
    const trail = unquote(page.html.slice(page.html.indexOf('操作日志')));
    for (const what of ['保存轮播图', '删除轮播图', '保存热搜词', '保存导航', '保存页脚']) expect(trail).toContain(what);
    expect(trail).toMatch(/变更前 → 变更后[\s\S]*后台热词/);
    expect(trail).toContain('© 后台版权');
    expect(trail.indexOf('保存页脚')).toBeLessThan(trail.indexOf('保存轮播图')); // newest first
  });
});

describe("the platform's details (editors, 关于我们)", () => {
  it('renamed, the name and tagline are in every title, logo and the back office at once, and the saved contact details everywhere they show', async () => {
    const editorAbout = await editor.page('/admin/about');
    expect(editorAbout.html).toContain('<title>关于我们 - 启力印象管理后台</title>');
    const buyer = await login(srv.url, DEMO.main);
    const page = async (p: string, cookie = `qili_token=${buyer.token}`) => (await fetch(srv.url + p, { headers: { cookie } })).text();
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(await page('/cart/shoppingCart'))).toBe('购物车 - 启力印象');

    const seller = {
      name: '上海启力印象数字科技有限公司',
      creditCode: '91310115ma1k4abc2b',
      address: '上海市浦东新区',
      phone: '021-58881688',
    };
    const site = {
      name: '印立方',
      tagline: '企业印品集采平台',
      supportPhone: '400-000-0000',
      serviceHours: '9:00-18:00 工作日',
      email: '',
    };
    // a phone or credit code that is not one is refused, and nothing is saved
    for (const [bad, msg] of [
      [{ site: { ...site, supportPhone: 'abc' }, seller }, '客服电话格式不正确，请填写手机号、座机号（如021-58881688）或400/800号码'],
      [{ site, seller: { ...seller, phone: '12345' } }, '电话格式不正确，请填写手机号、座机号（如021-58881688）或400/800号码'],
      [{ site, seller: { ...seller, creditCode: '123' } }, '请输入正确的18位统一社会信用代码'],
      [{ site, seller: { ...seller, creditCode: '91310115MA1K4ABC2C' } }, '统一社会信用代码校验不通过，请对照营业执照逐位核对'],
    ] as const) {
      const r = await editor.post('/api/admin/about/save', bad);
      expect([r.http, r.msg]).toEqual([400, msg]);
    }
    expect(title(await page('/cart/shoppingCart'))).toBe('购物车 - 启力印象');
    const saved = await editor.post('/api/admin/about/save', { site, seller });
    expect(saved.status, saved.msg).toBe(200);

    const shown: Record<string, string> = {
      '/cart/shoppingCart': '购物车 - 印立方',
      '/userInfo': '基本信息 - 个人中心 - 印立方',
      '/helpCentre?type=10': '交期说明 - 帮助中心 - 印立方',
      '/indexpage/AboutUs': '关于我们 - 印立方',
      '/': '企业印品集采平台',
      '/productDetail?id=1': '商品详情 - 印立方',
      '/productDetail?id=1&name=': '商品详情 - 印立方',
      '/sceneDetail?productId=99999999': '场景不存在 - 印立方',
    };
    for (const [p, t] of Object.entries(shown)) {
      const html = await page(p);
      expect(title(html), p).toBe(t);
      expect(html, p).not.toContain('<title>启力印象');
    }
    // a scene's page is named by its scene
    const scene = await page('/sceneDetail?productId=1');
    expect(title(scene)).toBe(`${/<h1[^>]*>([^<]+)<\/h1>/.exec(scene)?.[1]} - 印立方`);
    // the product page's title is the product's name alone (§2.3), whatever the platform's
    expect(title(await page('/productDetail?id=1&name=' + encodeURIComponent('A-企业宣传册')))).toBe('企业宣传册');
    // signed out: the sign-in pages' title and logo, the home page's description
    const signIn = await page('/login', '');
    expect(title(signIn)).toBe('登录 - 印立方');
    expect(signIn).toContain('<a class="logo" href="/">印立方</a>');
    expect(signIn).toContain('<span>企业印品集采平台</span>');
    expect(await page('/', '')).toContain('<meta name="description" content="企业印品集采平台">');
    expect(await page('/indexpage/AboutUs', '')).toContain('印立方 · 企业印品集采平台');
    // the back office: its sign-in page, its title and its header
    const staffSignIn = await page('/admin/login', '');
    expect(title(staffSignIn)).toBe('员工登录 - 印立方管理后台');
    expect(staffSignIn).toContain('<h1>印立方 · 员工登录</h1>');
    const back = await editor.page('/admin/about');
    expect(title(back.html)).toBe('关于我们 - 印立方管理后台');
    expect(back.html).toContain('>印立方管理后台</a>');

    // the contact details saved there replace the configured ones (SUPPORT_PHONE, SERVICE_HOURS) everywhere they show
    const home = await page('/', '');
    expect(home).toContain('客服热线：<a href="tel:4000000000">400-000-0000</a>');
    expect(home).toContain('服务时间：9:00-18:00 工作日');
    expect(home).not.toContain('400-820-1688');
    const agreement = (await anon.get('/api/help/detail?type=fuWu')).data.html;
    expect(agreement).toContain('400-000-0000（9:00-18:00 工作日）');
    const preview = await editor.post('/api/admin/help/preview', { markdown: '致电 {{客服热线}}' });
    expect(preview.data.html).toContain('致电 400-000-0000');
    expect((await editor.page('/admin/about')).html).toContain('400-000-0000');

    const restored = await editor.post('/api/admin/about/save', {
      site: {
        ...site,
        name: '启力印象',
        tagline: '企业印刷品一站式数字化采购平台',
        supportPhone: '400-820-1688',
        serviceHours: '9:00-18:00 每天',
      },
      seller,
    });
    expect(restored.status, restored.msg).toBe(200);
    expect(title(await page('/cart/shoppingCart'))).toBe('购物车 - 启力印象');
  });
});
