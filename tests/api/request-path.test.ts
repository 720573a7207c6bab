// One reading of the request path (issue #19): the node server's fast path, the page cache key, the guard and
// Astro's router agree for every spelling of a path, with the visitor page cache warm. Also the routes as the
// spec names them: after-sales children at the root (old /afterSales/* addresses redirect), /groupDetail and
// /cart/refund without their query explain themselves instead of showing the 404 page, and the order and payment
// pages answer an order they cannot show with a 404 of their own.
import http from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, login } from '../helpers/client.ts';

const base = inject('baseUrl');

interface Raw {
  status: number;
  location?: string;
  cache?: string;
  body: string;
  type?: string;
}

/** A GET with the target sent exactly as written (fetch would fold backslashes, dot segments and `//`). */
function raw(target: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: target, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          location: res.headers.location,
          cache: res.headers['x-page-cache'] as string | undefined,
          body: text,
          type: res.headers['content-type'],
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/** Loads a public page as a visitor until the page cache answers it (x-page-cache: hit): the cache is warm. */
async function warm(path: string) {
  for (let i = 0; i < 50; i++) {
    const r = await raw(path);
    expect(r.status, path).toBe(200);
    if (r.cache === 'hit') return r;
  }
  throw new Error(`${path} never came from the page cache`);
}

// Spellings of the protected /userInfo: each must be read as /userInfo by every step.
const USER_INFO = [
  '//userInfo',
  '///userInfo',
  '/\\userInfo',
  '/\\\\userInfo',
  '/%2FuserInfo',
  '/%2fuserInfo',
  '/%5CuserInfo',
  '/%252FuserInfo',
  '/userInfo/',
  '/userInfo//',
  '/USERINFO',
  '/userinfo',
  '/%75serInfo',
  '/./userInfo',
  '/a/../userInfo',
  '/%2e%2e/userInfo',
  '/indexpage/%2e%2e/userInfo',
  '/media/%2e%2e/userInfo',
  '/_astro/..%2FuserInfo',
  '/api/../userInfo',
  '/api/%2e%2e/userInfo',
  '/%2e/userInfo',
  '/.%2fuserInfo',
];
// Spellings of public pages, with the page each one is.
const PUBLIC: [string, string][] = [
  ['//', '/'],
  ['/.', '/'],
  ['/%2e', '/'],
  ['/%2F', '/'],
  ['//.', '/'],
  ['//indexpage/productlist', '/indexpage/productlist'],
  ['/INDEXPAGE/PRODUCTLIST', '/indexpage/productlist'],
  ['/indexpage/productlist/', '/indexpage/productlist'],
  ['/%2Findexpage%2Fproductlist', '/indexpage/productlist'],
  ['/\\indexpage\\productlist', '/indexpage/productlist'],
  ['/indexpage/aboutus', '/indexpage/AboutUs'],
  ['//indexpage//AboutUs/', '/indexpage/AboutUs'],
];

describe('one reading of the request path, with the page cache warm', () => {
  let token = '';
  beforeAll(async () => {
    token = (await login(base, DEMO.main)).token;
  });

  it('every spelling of a protected page is sent to its one address, never answered from the cache; then the guard decides', async () => {
    await warm('/');
    await warm('/indexpage/productlist');
    const answers = await Promise.all([...USER_INFO, ...USER_INFO.map((v) => v + '?tab=1')].map(async (v) => [v, await raw(v)] as const));
    for (const [v, r] of answers) {
      expect(r.status, v).toBe(301);
      expect(r.location, v).toBe(v.endsWith('?tab=1') ? '/userInfo?tab=1' : '/userInfo');
      expect(r.cache, v).toBeUndefined();
      expect(r.body, v).toBe('');
    }
    // the one address: the guard sends a visitor to the login, whatever is cached
    await warm('/');
    const [plain, withQuery] = await Promise.all([raw('/userInfo'), raw('/userInfo?tab=1')]);
    expect([plain.status, plain.location]).toEqual([302, '/login?redirect=%2FuserInfo']);
    expect([withQuery.status, withQuery.location]).toEqual([302, '/login?redirect=%2FuserInfo%3Ftab%3D1']);
  });

  it('a signed-in user lands on the same page from every spelling (Astro routes the one address)', async () => {
    const cookie = { cookie: `qili_token=${token}` };
    const answers = await Promise.all(USER_INFO.map(async (v) => [v, await raw(v, cookie)] as const));
    for (const [v, r] of answers) expect([v, r.status, r.location]).toEqual([v, 301, '/userInfo']);
    const page = await raw('/userInfo', cookie);
    expect(page.status).toBe(200);
    expect(title(page.body)).toMatch(/^基本信息/);
    // a dynamic route's name in another case: same page
    const order = await raw('/ORDERDETAIL/1/', cookie);
    expect([order.status, order.location]).toEqual([301, '/orderDetail/1']);
  });

  it('spellings of public pages go to that page, never to the cached home page', async () => {
    await warm('/');
    await warm('/indexpage/productlist');
    const answers = await Promise.all(PUBLIC.map(async ([v, to]) => [v, to, await raw(v)] as const));
    for (const [v, to, r] of answers) {
      expect([v, r.status, r.location, r.cache]).toEqual([v, 301, to, undefined]);
    }
    const about = await raw('/indexpage/AboutUs');
    expect(about.status).toBe(200);
    expect(about.body).toContain('关于我们');
  });

  it('/api spellings are served as the one call in place (envelope, no redirect), from the same cache entry', async () => {
    await warm('/api/products');
    const canonical = JSON.parse((await raw('/api/products')).body);
    const variants = [
      '//api/products',
      '/api//products',
      '/API/PRODUCTS',
      '/%61pi/products',
      '/api/products/',
      '/api/./products',
      '/x/../api/products',
    ];
    const answers = await Promise.all(variants.map(async (v) => [v, await raw(v)] as const));
    for (const [v, r] of answers) {
      expect(r.status, v).toBe(200);
      expect(r.type, v).toMatch(/^application\/json/);
      expect(JSON.parse(r.body), v).toEqual(canonical);
    }
    // a signed-in call spelled oddly is still that call, and still needs the sign-in
    for (const v of ['//api/userinfo', '/API/USERINFO', '/api//userinfo/']) {
      const r = await raw(v);
      expect([v, r.status, JSON.parse(r.body).msg]).toEqual([v, 401, '请先登录']);
    }
    // a POST is served in place too (not redirected into a GET)
    const r = await raw(
      '//api//login',
      { 'content-type': 'application/json', origin: base },
      'POST',
      JSON.stringify({ phone: DEMO.main, password: DEMO.password }),
    );
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).data.token).toMatch(/\S{20,}/);
  });

  it('a target that cannot be read one way is refused with a 400, in the envelope under /api', async () => {
    const deep = '%' + '25'.repeat(10) + '2F'; // a slash encoded eleven times over
    const page = await raw(`/${deep}userInfo`);
    expect(page.status).toBe(400);
    expect(page.body).toBe('请求地址无效');
    const api = await raw(`/api/${deep}products`);
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ status: 400, msg: '请求地址无效', data: null });
  });
});

describe('routes as the spec names them', () => {
  let cookie: Record<string, string> = {};
  beforeAll(async () => {
    cookie = { cookie: `qili_token=${(await login(base, DEMO.main)).token}` };
  });

  it('the after-sales screens are root paths; the old /afterSales/* addresses redirect there with their query', async () => {
    for (const [from, to] of [
      ['/afterSales', '/asRecord'],
      ['/afterSales/', '/asRecord'],
      ['/afterSales/asRecord?state=open', '/asRecord?state=open'],
      ['/afterSales/submitAS?orderId=5&lineId=7', '/submitAS?orderId=5&lineId=7'],
      ['/afterSales/asRecordDetail?id=3', '/asRecordDetail?id=3'],
    ]) {
      let r = await raw(from!, cookie);
      if (r.status === 301 && r.location !== to && r.location?.startsWith('/afterSales')) r = await raw(r.location, cookie); // `/afterSales/` → `/afterSales` first
      expect([from, r.status, r.location]).toEqual([from, 301, to]);
    }
    const list = await raw('/asRecord', cookie);
    expect([list.status, title(list.body)]).toEqual([200, '售后记录 - 个人中心 - 启力印象']);
    expect(list.body).not.toContain('href="/afterSales/');
    // a visitor still goes through the login, back to the old address, which then redirects
    const v = await raw('/afterSales/asRecordDetail?id=3');
    expect([v.status, v.location]).toEqual([302, '/login?redirect=%2FafterSales%2FasRecordDetail%3Fid%3D3']);
    expect((await raw('/afterSales/nope', cookie)).status).toBe(404);
  });

  it('/groupDetail without its query explains what it is and links to the group-buy list (200, not the 404 page)', async () => {
    const r = await raw('/groupDetail', cookie);
    expect(r.status).toBe(200);
    expect(title(r.body)).toBe('拼团详情 - 启力印象');
    expect(r.body).toContain('未指定拼团商品');
    expect(r.body).toContain('href="/indexpage/combination"');
    expect(r.body).toContain('去拼团购');
    // an unknown or malformed one is a 404 of this page, with the reason and the same way out
    for (const q of ['?id=99999999', '?teamId=99999999', '?id=abc']) {
      const bad = await raw('/groupDetail' + q, cookie);
      expect([q, bad.status, title(bad.body)]).toEqual([q, 404, '拼团详情 - 启力印象']);
      expect(bad.body).toContain('href="/indexpage/combination"');
      expect(bad.body).toMatch(/role="alert"[^>]*>[^<]+</);
    }
  });

  it('/cart/refund without an order explains what it shows and where to open it (200, not the 404 page)', async () => {
    const r = await raw('/cart/refund', cookie);
    expect(r.status).toBe(200);
    expect(title(r.body)).toBe('退款进度 - 个人中心 - 启力印象');
    expect(r.body).toContain('未指定订单');
    for (const href of ['/myOrder', '/asRecord', '/afterSale']) expect(r.body).toContain(`href="${href}"`);
    const bad = await raw('/cart/refund?orderId=99999999', cookie);
    expect([bad.status, title(bad.body)]).toEqual([404, '退款进度 - 个人中心 - 启力印象']);
    expect(bad.body).toContain('订单不存在');
    expect(bad.body).toContain('href="/myOrder"');
  });

  it('the payment pages answer an order they cannot show as /orderDetail does: 404, 订单不存在 and a link to 我的订单', async () => {
    // bankPay and paySucceed answered 200 with the reason alone, payment 200 with the link
    const main = await login(base, DEMO.main);
    const ours = (await main.api.get('/api/order/list?limit=5')).data.list[0].id as number;
    const other = { cookie: `qili_token=${(await login(base, DEMO.otherMain)).token}` };
    const asked: [string, Record<string, string>][] = [
      [String(ours), other], // another company's order
      ['99999999', cookie],
      ['abc', cookie],
    ];
    for (const page of ['/cart/bankPay?orderId=', '/cart/payment?orderId=', '/cart/paySucceed?orderId=', '/orderDetail/'])
      for (const [id, who] of asked) {
        const r = await raw(page + id, who);
        expect([page + id, r.status]).toEqual([page + id, 404]);
        expect(r.body).toMatch(/role="alert"[^>]*>\s*订单不存在\s*</);
        expect(r.body).toMatch(/<a class="btn" href="\/myOrder"[^>]*>\s*(返回)?我的订单\s*</);
      }
    // the owner still gets the page
    expect((await raw(`/orderDetail/${ours}`, cookie)).status).toBe(200);
  });
});
