// The API envelope, input limits and the route guard (§2.1) against the built server.
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { newPhone, registration } from '../helpers/server.ts';
import { freshCompany } from './account-helpers.ts';

const base = inject('baseUrl');
const anon = client(base);

/** A GET with the path sent exactly as written (fetch would normalise backslashes and dot segments). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; location?: string }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path, method: 'GET', headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

// Every route of §2.2 that is not on the §2.1 list.
const PROTECTED = [
  '/productDetail?productId=1&name=x',
  '/groupDetail',
  '/sceneDetail?productId=1&name=x',
  '/indexpage/seckill',
  '/indexpage/discount',
  '/indexpage/combination',
  '/indexpage/getcoupon',
  '/cart',
  '/cart/shoppingCart',
  '/cart/settlement',
  '/cart/payment',
  '/cart/refund',
  '/cart/bankPay',
  '/cart/paySucceed',
  '/shoppingCart',
  '/userCenter',
  '/userInfo',
  '/address',
  '/invoiceAdmin',
  '/childAcc',
  '/footprint',
  '/favorites',
  '/coupon',
  '/myOrder',
  '/invoice',
  '/myContract',
  '/orderInform',
  '/afterSales',
  '/submitAS',
  '/asRecord',
  '/asRecordDetail',
  '/orderDetail/1',
  '/public',
  '/afterSale',
  '/helpCentre?type=fuWu',
  '/evaluate',
  '/no-such-page',
];
const PUBLIC = [
  '/',
  '/agreement',
  '/login',
  '/alterCode',
  '/register',
  '/indexpage',
  '/indexpage/index',
  '/indexpage/productlist',
  '/indexpage/sceneList',
  '/indexpage/activityGoods',
  '/indexpage/designCenter',
  '/indexpage/AboutUs',
];

describe('route guard', () => {
  it.each(PROTECTED)('a visitor on %s is sent to /login with the way back', async (p) => {
    const r = await rawGet(p);
    expect(r.status).toBe(302);
    expect(r.location).toBe('/login?redirect=' + encodeURIComponent(p));
  });

  it('a session cookie whose session has ended goes to /login, which says why (a visitor is not told anything)', async () => {
    const { token, api } = await login(base, DEMO.main, DEMO.password);
    expect((await api.post('/api/logout')).status).toBe(200);
    const r = await rawGet('/userInfo', { cookie: `qili_token=${token}` });
    expect(r.status).toBe(302);
    expect(r.location).toBe('/login?redirect=%2FuserInfo&reason=expired');
    const said = await (await fetch(base + r.location)).text();
    expect(said).toContain('登录已失效，请重新登录');
    expect(await (await fetch(`${base}/login?redirect=%2FuserInfo`)).text()).not.toContain('登录已失效');
  });

  it('/login says why a session was ended (its account disabled, its password changed) and clears the cookie', async () => {
    const main = await freshCompany(base, inject('dataDir'));
    const phone = newPhone();
    const added = await main.api.post('/api/son/add', {
      phone,
      realName: '陈采购',
      identity: 'buyer',
      password: 'sub12345',
      confirm: 'sub12345',
    });
    expect(added.status, added.msg).toBe(200);
    const id = added.data.id as number;
    /** What /login says to the session cookie of `token`, sent there by the route guard. */
    const said = async (token: string) => {
      const r = await rawGet('/myOrder', { cookie: `qili_token=${token}` });
      expect(r.location).toBe('/login?redirect=%2FmyOrder&reason=expired');
      const page = await fetch(base + r.location, { headers: { cookie: `qili_token=${token}` } });
      expect(page.headers.get('set-cookie')).toMatch(/qili_token=[^;]*;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
      return page.text();
    };
    const before = await login(base, phone, 'sub12345');
    expect((await main.api.post(`/api/son/onStatus/${id}`, { status: 0 })).status).toBe(200);
    expect(await said(before.token)).toContain('账号已被禁用，请联系企业主账号');
    expect((await main.api.post(`/api/son/onStatus/${id}`, { status: 1 })).status).toBe(200);
    const again = await login(base, phone, 'sub12345');
    const edit = { id, realName: '陈采购', identity: 'buyer', password: 'new12345', confirm: 'new12345' };
    expect((await main.api.post('/api/son/edit', edit)).status).toBe(200);
    const text = await said(again.token);
    expect(text).toContain('密码已修改，请使用新密码重新登录');
    expect(text).not.toContain('登录已失效');
  });

  it('a visitor on a back-office page is sent to the staff sign-in with the way back', async () => {
    const r = await rawGet('/admin/help');
    expect(r.status).toBe(302);
    expect(r.location).toBe('/admin/login?redirect=' + encodeURIComponent('/admin/help'));
  });

  it('encoded, doubled-slash, backslash, trailing-slash and case variants get the same decision', async () => {
    // each spelling is first sent to the page's one address (tests/api/request-path.test.ts has the full list)
    for (const [v, to] of [
      ['/userInfo/', '/userInfo'],
      ['//userInfo', '/userInfo'],
      ['/USERINFO', '/userInfo'],
      ['/%75serInfo', '/userInfo'],
      ['/%2FuserInfo', '/userInfo'],
      ['/\\userInfo', '/userInfo'],
      ['/indexpage/%2e%2e/userInfo', '/userInfo'],
      ['/media/%2e%2e/userInfo', '/userInfo'],
      ['/_astro/..%2FuserInfo', '/userInfo'],
      ['/cart//settlement', '/cart/settlement'],
      ['/Cart/ShoppingCart/', '/cart/shoppingCart'],
    ]) {
      const r = await rawGet(v!);
      expect([v, r.status, r.location]).toEqual([v, 301, to]);
      const there = await rawGet(to!);
      expect(there.status, to).toBe(302);
      expect(there.location, to).toBe('/login?redirect=' + encodeURIComponent(to!));
    }
  });

  it.each(PUBLIC)('%s is served to visitors', async (p) => {
    const r = await rawGet(p);
    expect(r.location ?? '').not.toMatch(/^\/login/);
  });

  it('a logged-in user with the cookie passes; a forged or expired cookie does not', async () => {
    const { token } = await login(base, DEMO.main);
    expect((await rawGet('/userInfo', { cookie: `qili_token=${token}` })).status).toBe(200);
    expect((await rawGet('/userInfo', { cookie: 'qili_token=forged-token-value' })).status).toBe(302);
    await client(base, token).post('/api/logout');
    expect((await rawGet('/userInfo', { cookie: `qili_token=${token}` })).status).toBe(302);
  });
});

describe('API envelope', () => {
  it('an unknown /api path is a 404 JSON envelope, also for unsupported methods', async () => {
    for (const [m, p] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['PUT', '/api/login'],
      ['GET', '/api/login'],
    ] as const) {
      const r = await anon.call(m, p, m === 'GET' ? undefined : {});
      expect(r.http, `${m} ${p}`).toBe(404);
      expect(r.status).toBe(404);
      expect(r.msg).toBe('接口不存在');
    }
  });

  it('not logged in is HTTP 401 with status 401 and 请先登录', async () => {
    const r = await anon.get('/api/userinfo');
    expect([r.http, r.status, r.msg]).toEqual([401, 401, '请先登录']);
  });

  it('every answer carries the security headers', async () => {
    const r = await anon.get('/api/health');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('referrer-policy')).toBeTruthy();
    const page = await fetch(base + '/login');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(page.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    // X-Forwarded-Proto counts only behind TRUST_PROXY (HSTS there: security-proxy.test.ts).
    const spoofed = await fetch(base + '/login', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('bad input: 4xx, a Chinese message, and nothing written', () => {
  it('wrong types, NUL bytes, unknown fields, broken JSON, deep nesting and 2 MB bodies', async () => {
    const { api } = await login(base, DEMO.finance);
    const before = (await api.get('/api/userinfo')).data;
    const cases: [unknown, number, RegExp][] = [
      [{ nickname: 12345 }, 400, /昵称|格式/],
      [{ nickname: ['a'] }, 400, /昵称|格式/],
      [{ nickname: 'a\u0000b' }, 400, /非法字符/],
      [{ nickname: 'x', parentId: 99 }, 400, /不支持的字段：parentId/],
      [{ nickname: 'x', level: 9, status: 0 }, 400, /不支持的字段/],
      [{ avatar: 'javascript:alert(1)' }, 400, /头像/],
      [{ nickname: 'x'.repeat(31) }, 400, /昵称最多30个字/],
      ['{"nickname": "x"', 400, /JSON/],
      [JSON.stringify({ a: JSON.parse('['.repeat(200) + ']'.repeat(200)) }), 400, /嵌套|不支持/],
    ];
    for (const [body, http, msg] of cases) {
      const r = await api.post('/api/user/edit', body);
      expect(r.http, JSON.stringify(body).slice(0, 80)).toBe(http);
      expect(r.msg).toMatch(msg);
    }
    const big = JSON.stringify({ nickname: 'x'.repeat(2 * 1024 * 1024) });
    const r = await api.post('/api/user/edit', big);
    expect(r.http).toBe(413);
    expect(r.msg).toBe('请求数据过大');
    expect((await api.get('/api/userinfo')).data).toEqual(before);
  });

  it('a registration with forbidden fields creates nothing', async () => {
    const phone = newPhone();
    const r = await anon.post('/api/register', { ...registration('注入测试有限公司', phone, '123456'), parentId: 1, status: 'approved' });
    expect(r.http).toBe(400);
    expect((await anon.post('/api/register/verify/phone', { phone })).data.registered).toBe(false);
    expect((await anon.post('/api/register/company/name', { companyName: '注入测试有限公司' })).data.available).toBe(true);
  });

  it('validation messages name the field', async () => {
    expect((await anon.post('/api/login', { phone: '123', password: 'x' })).msg).toBe('请输入正确的手机号');
    expect((await anon.post('/api/login', { phone: '13800000000' })).msg).toBe('请输入密码');
    expect((await anon.post('/api/register/verify', { phone: '13800000000', purpose: 'hack' })).msg).toBe('验证码用途不正确');
  });
});
