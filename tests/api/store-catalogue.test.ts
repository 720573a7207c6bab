// Storefront catalogue calls: categories, home data, product list (filters, sort, pages, bad input), detail, code lookup.
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { client } from '../helpers/client.ts';

const anon = client(inject('baseUrl'));
const CARD_KEYS = ['id', 'storeName', 'image', 'price', 'otPrice', 'isCollect', 'qiliGoodsTypeId'];

let tree: any[] = [];
beforeAll(async () => {
  tree = (await anon.get('/api/category')).data;
});

const total = async (qs: string) => {
  const r = await anon.get(`/api/products?${qs}`);
  expect(r.status, r.msg).toBe(200);
  return r.data.total as number;
};

describe('GET /api/category', () => {
  it('answers status, success, msg and a three-level tree', async () => {
    const r = await anon.get('/api/category');
    expect(r.http).toBe(200);
    const body = await (await fetch(inject('baseUrl') + '/api/category')).json();
    expect(body).toMatchObject({ status: 200, success: true, msg: 'success' });
    expect(tree.length).toBeGreaterThanOrEqual(8);
    const top = tree[0];
    expect(top).toMatchObject({ id: expect.any(Number), cateName: expect.any(String) });
    expect(top.children[0].children[0]).toMatchObject({ id: expect.any(Number), cateName: expect.any(String), children: [] });
  });
});

describe('GET /api/pc/index', () => {
  it('has every home block', async () => {
    const r = await anon.get('/api/pc/index');
    expect(r.status).toBe(200);
    const d = r.data;
    expect(d.qiliSlideshows.length).toBeGreaterThan(0);
    expect(d.qiliSlideshows[0]).toMatchObject({ url: expect.stringMatching(/^\/media\//), jumpUrl: expect.any(String) });
    expect(d.seasonHot.length).toBeGreaterThanOrEqual(10);
    for (const k of CARD_KEYS) expect(d.seasonHot[0]).toHaveProperty(k);
    expect(d.seasonHot[0].isCollect).toBe(0);
    expect(d.scenesList.data[0]).toMatchObject({ id: expect.any(Number), pic: expect.any(String), scenesName: expect.any(String) });
    expect(d.likeInfo.length).toBeGreaterThan(0);
    expect(d.hotKey.every((w: unknown) => typeof w === 'string')).toBe(true);
    expect(d.hotKey.length).toBeGreaterThan(0);
    expect(d.floors.length).toBe(tree.length);
    expect(d.floors[0]).toMatchObject({ id: tree[0].id, cateName: tree[0].cateName });
    expect(d.floors[0].list.length).toBe(8);
    // seasonHot is ordered by sales (the page draws random batches of 5 from it)
    const sales = d.seasonHot.map((c: any) => c.sales);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
  });
});

describe('GET /api/products', () => {
  it('pages the whole catalogue with card fields', async () => {
    const r = await anon.get('/api/products');
    expect(r.data).toMatchObject({ page: 1, limit: 20 });
    expect(r.data.list).toHaveLength(20);
    for (const k of CARD_KEYS) expect(r.data.list[0]).toHaveProperty(k);
    const p2 = await anon.get('/api/products?page=2');
    expect(p2.data.list[0].id).not.toBe(r.data.list[0].id);
    const all = await anon.get('/api/products?limit=100');
    expect(all.data.list).toHaveLength(Math.min(100, r.data.total));
    const last = Math.ceil(r.data.total / 100) + 1;
    const beyond = await anon.get(`/api/products?limit=100&page=${last}`);
    expect(beyond.status).toBe(200);
    expect(beyond.data.list).toEqual([]);
    expect(beyond.data.total).toBe(r.data.total);
  });

  it('filters by category levels; a mismatched path finds nothing', async () => {
    const top = tree[0];
    const t1 = await total(`type1=${top.id}`);
    expect(t1).toBeGreaterThan(0);
    let sum = 0;
    for (const c of top.children) sum += await total(`type1=${top.id}&type2=${c.id}`);
    expect(sum).toBe(t1);
    const leaf = top.children[0].children[0];
    const t3 = await total(`type3=${leaf.id}`);
    expect(t3).toBeGreaterThan(0);
    expect(t3).toBeLessThan(t1);
    expect(await total(`type1=${tree[1].id}&type3=${leaf.id}`)).toBe(0);
    // empty values as in the spec's links mean "not set"
    expect(await total(`type1=${top.id}&type2=&type3=`)).toBe(t1);
    const detail = await anon.get(`/api/product/detail?id=${(await anon.get(`/api/products?type3=${leaf.id}`)).data.list[0].id}`);
    expect(detail.data.categories.map((c: any) => c.id)).toEqual([top.id, top.children[0].id, leaf.id]);
  });

  it('finds by name, by code and by keywords; LIKE wildcards match literally', async () => {
    const byName = await anon.get('/api/products?keyword=' + encodeURIComponent('名片'));
    expect(byName.data.total).toBeGreaterThan(0);
    const sample = byName.data.list[0];
    const byCode = await anon.get('/api/products?keyword=' + sample.code.toLowerCase());
    expect(byCode.data.list.map((c: any) => c.id)).toEqual([sample.id]);
    // any mix of cases finds it, as ILIKE would (the columns are searched lowered: products.search_*)
    const mixed = [...sample.code].map((ch: string, i: number) => (i % 2 ? ch.toLowerCase() : ch.toUpperCase())).join('');
    expect((await anon.get('/api/products?keyword=' + mixed)).data.list.map((c: any) => c.id)).toEqual([sample.id]);
    const prefix = sample.code.slice(0, 3);
    expect(await total('keyword=' + prefix.toLowerCase())).toBeGreaterThan(1);
    expect(await total('keyword=' + prefix.toLowerCase())).toBe(await total('keyword=' + prefix.toUpperCase()));
    // and in a name (活动传单DM) and its keywords
    expect(await total('keyword=dm')).toBeGreaterThan(0);
    expect(await total('keyword=dM')).toBe(await total('keyword=DM'));
    expect(await total('keyword=dm')).toBe(await total('keyword=DM'));
    // '信笺本' is not in every name of its leaf, but the leaf name '信纸' is in each product's keywords
    const byKeywords = await anon.get('/api/products?limit=100&keyword=' + encodeURIComponent('信纸'));
    expect(byKeywords.data.list.some((c: any) => !c.storeName.includes('信纸'))).toBe(true);
    expect(await total('keyword=%25')).toBe(0);
    expect(await total('keyword=_')).toBe(0);
    expect(await total('keyword=' + encodeURIComponent('不存在的商品xyz'))).toBe(0);
  });

  it('filters by goods type', async () => {
    const r = await anon.get('/api/products?goodsType=5&limit=100');
    expect(r.data.total).toBeGreaterThan(0);
    expect(r.data.list.every((c: any) => c.qiliGoodsTypeId === 5)).toBe(true);
    const t = await Promise.all([2, 3, 4, 5].map((g) => total(`goodsType=${g}`)));
    expect(t.reduce((a, b) => a + b, 0)).toBe(await total(''));
  });

  it('sorts by sales, price and newest', async () => {
    const ids = async (sort: string, key: string) =>
      (await anon.get(`/api/products?limit=100&sort=${sort}`)).data.list.map((c: any) => c[key]);
    const sales = await ids('sales', 'sales');
    expect(sales).toEqual([...sales].sort((a: number, b: number) => b - a));
    const up = await ids('price_asc', 'price');
    expect(up).toEqual([...up].sort((a: number, b: number) => a - b));
    const down = await ids('price_desc', 'price');
    expect(down).toEqual([...down].sort((a: number, b: number) => b - a));
    expect(down[0]).toBeGreaterThan(up[0]);
    // the seed creates products in id order, each later than the last
    const newest = await ids('new', 'id');
    expect(newest).toEqual([...newest].sort((a: number, b: number) => b - a));
  });

  it('refuses bad parameters with 400 and a Chinese message', async () => {
    const cases: [string, string][] = [
      ['limit=101', '每页条数需在1-100之间'],
      ['limit=0', '每页条数需在1-100之间'],
      ['limit=abc', '每页条数格式不正确'],
      ['page=0', '页码需在1-10000之间'],
      ['page=-1', '页码格式不正确'],
      ['page=1.5', '页码格式不正确'],
      ['sort=price', '排序方式不正确'],
      ['sort=id;drop', '排序方式不正确'],
      ['type1=abc', '一级分类格式不正确'],
      ['type2=0', '二级分类格式不正确'],
      ['goodsType=1', '商品类型不正确'],
      ['keyword=' + 'x'.repeat(51), '关键词最多50个字'],
      ['foo=1', '不支持的字段：foo'],
    ];
    for (const [qs, msg] of cases) {
      const r = await anon.get(`/api/products?${qs}`);
      expect([qs, r.http, r.status, r.msg]).toEqual([qs, 400, 400, msg]);
    }
  });
});

describe('product detail and purchase by number', () => {
  it('answers the detail with SKUs, specs, quantity rules and a sanitised description', async () => {
    const card = (await anon.get('/api/products?goodsType=4')).data.list[0];
    const r = await anon.get(`/api/product/detail?id=${card.id}`);
    expect(r.status).toBe(200);
    const d = r.data;
    expect(d).toMatchObject({ id: card.id, code: card.code, storeName: card.storeName, qiliGoodsTypeId: 4, isCollect: 0 });
    expect(d.images.length).toBeGreaterThan(1);
    expect(d.skus.length).toBeGreaterThan(1);
    expect(d.skus[0]).toMatchObject({ id: expect.any(Number), price: expect.any(Number), stock: expect.any(Number) });
    expect(d.specs.length).toBe(Object.keys(d.skus[0].attrs).length);
    expect(d.minQty).toBeGreaterThanOrEqual(1);
    expect(d.tiers.length).toBe(2);
    expect(d.description).toContain('<table>');
    expect(d.description).not.toMatch(/<script|style=|on\w+=/i);
    expect(d.recommended.length).toBeGreaterThan(0);
    expect(d.recommended.some((c: any) => c.id === card.id)).toBe(false);
    expect(d.evaluations).toMatchObject({ count: expect.any(Number), list: expect.any(Array) });
  });

  it("describes a demo product's specs as its SKUs offer them (product 20: one 工艺, not the family's three)", async () => {
    for (const id of [20, 1]) {
      const d = (await anon.get(`/api/product/detail?id=${id}`)).data;
      const table = [...(d.description as string).matchAll(/<tr><th>([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)]
        .filter((m) => m[1] !== '计量单位')
        .map((m) => [m[1], m[2]!.split(' / ').sort()])
        .sort();
      const offered = Object.keys(d.skus[0].attrs)
        .map((k) => [k, [...new Set(d.skus.map((s: any) => s.attrs[k] as string))].sort()])
        .sort();
      expect(table.map(([k]) => k)).toContain('工艺');
      expect([id, table]).toEqual([id, offered]);
    }
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expect((await anon.get('/api/product/detail?id=999999')).msg).toBe('商品不存在或已下架');
    expect((await anon.get('/api/product/detail?id=999999')).http).toBe(404);
    expect((await anon.get('/api/product/detail?id=x')).http).toBe(400);
  });

  it('looks a product up by its code', async () => {
    const card = (await anon.get('/api/products')).data.list[3];
    const r = await anon.get(`/api/products/code?code=${card.code.toLowerCase()}`);
    expect(r.data).toEqual({ id: card.id, storeName: card.storeName, code: card.code });
    const miss = await anon.get('/api/products/code?code=NOPE123');
    expect([miss.http, miss.msg]).toEqual([404, '未找到编号为NOPE123的商品']);
    const empty = await anon.get('/api/products/code?code=%20');
    expect([empty.http, empty.msg]).toEqual([400, '请输入调试编号']);
    expect((await anon.get('/api/products/code')).msg).toBe('请输入调试编号');
  });
});

describe('page configuration and page views', () => {
  it('serves terminal 1 as a JSON string of NavType and Footer items', async () => {
    const r = await anon.get('/api/page/config?terminal=1');
    expect(r.status).toBe(200);
    expect(typeof r.data.json).toBe('string');
    const items = JSON.parse(r.data.json);
    const nav = items.find((i: any) => i.type === 'NavType');
    expect(nav.componentContent.typeRoute[0]).toEqual({ des: '首页', linkTo: '/' });
    const footer = items.find((i: any) => i.type === 'Footer');
    expect(footer.componentContent.promises).toEqual(['售后无忧', '专属客服', '采购透明', '一站式服务', '诚信服务']);
    expect(footer.componentContent.icp).toMatch(/ICP/);
    expect((await anon.get('/api/page/config?terminal=2')).msg).toBe('终端类型不正确');
    expect((await anon.get('/api/page/config')).msg).toBe('请指定终端类型');
  });

  it('records a page view and refuses a malformed one', async () => {
    const r = await anon.post('/api/pv', { path: '/indexpage/productlist?type1=1', referrer: '' });
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ recorded: true });
    expect((await anon.post('/api/pv', { path: 'http://evil' })).http).toBe(400);
    expect((await anon.post('/api/pv', { path: '/x', extra: 1 })).http).toBe(400);
  });
});
