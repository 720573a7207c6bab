// Authorization matrix: every /api route × persona → the expected answer. Runs on a server of its own (the
// permitted calls change data). Fails when a route exists that MATRIX does not list (or MATRIX lists a gone one).
// "pass" = the call was let through (no 401/403, no 5xx; a 400/404/409 about the data itself is fine).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, type Answer } from '../helpers/client.ts';
import { startServer, newPhone, type TestServer } from '../helpers/server.ts';
import { fill, listApiRoutes } from '../helpers/routes.ts';
import { changedTables, checksums } from '../helpers/checksums.ts';
import { pngBytes, skus } from '../helpers/orders.ts';
import type { Permission } from '../../src/lib/server/auth/permissions.ts';

type Access = 'public' | 'user' | 'main' | 'editor' | 'webhook' | Permission;
type Ids = Record<'address' | 'title' | 'order' | 'line' | 'aftersale' | 'sub' | 'notice' | 'invoice' | 'cart', number> & { taxNo: string };
interface Case {
  access: Access;
  /** the request path (defaults to the pattern filled with 1) */
  path?: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** the call names a company-A record: company B must get 404 and change nothing ('bulk': a list of ids,
   *  where others' ids are skipped: B gets a 2xx/4xx without effect) */
  idor?: boolean | 'bulk';
  /** a multipart upload route (checked for auth only) */
  upload?: boolean;
}

const id = (k: Exclude<keyof Ids, 'taxNo'>) => (ids: Ids) => ({ id: ids[k] });
const q = (p: string, k: 'order', name = 'id') => (ids: Ids) => `${p}?${name}=${ids[k]}`;

export const MATRIX: Record<string, Case> = {
  'POST /api/address/default/set': { access: 'address', body: id('address'), idor: true },
  'POST /api/address/del': { access: 'address', body: id('address'), idor: true },
  'POST /api/address/edit': { access: 'address', body: (i) => ({ id: i.address, realName: '越权', phone: '13912345678', provinceCode: '310000', cityCode: '310100', districtCode: '310101', detail: '越权路1号' }), idor: true },
  'POST /api/address/getson': { access: 'user', body: () => ({ code: '310000' }) },
  'GET /api/address/list': { access: 'address' },
  'POST /api/afterSales/cancel': { access: 'aftersale', body: id('aftersale'), idor: true },
  'GET /api/afterSales/detail/[id]': { access: 'aftersale', path: (i) => `/api/afterSales/detail/${i.aftersale}`, idor: true },
  'GET /api/afterSales/form': { access: 'aftersale', path: q('/api/afterSales/form', 'order', 'orderId'), idor: true },
  'GET /api/afterSales/list': { access: 'aftersale' },
  'GET /api/afterSales/refund': { access: 'aftersale', path: q('/api/afterSales/refund', 'order', 'orderId'), idor: true },
  'POST /api/afterSales/shipBack': { access: 'aftersale', body: (i) => ({ id: i.aftersale, carrier: '顺丰', trackingNo: 'SF123456789' }), idor: true },
  'POST /api/afterSales/submit': { access: 'aftersale', body: (i) => ({ orderId: i.order, orderLineId: i.line, type: 1, reason: '印刷质量问题', description: '', imageIds: [], num: 1, refundAmount: 1 }), idor: true },
  'POST /api/afterSales/upload': { access: 'aftersale', upload: true },
  'POST /api/api/upload': { access: 'user', upload: true },
  'POST /api/billInfo/add': { access: 'invoice', body: () => ({ type: 1, title: '矩阵测试抬头' }) },
  'POST /api/billInfo/default/set': { access: 'invoice', body: id('title'), idor: true },
  'GET /api/billInfo/del/[id]': { access: 'invoice', path: (i) => `/api/billInfo/del/${i.title}`, idor: true },
  'GET /api/billInfo/down/[id]': { access: 'invoice', path: (i) => `/api/billInfo/down/${i.invoice}`, idor: true },
  'POST /api/billInfo/edit': { access: 'invoice', body: (i) => ({ id: i.title, type: 1, title: '越权抬头', taxNo: i.taxNo }), idor: true },
  'GET /api/billInfo/list': { access: 'user' }, // invoice or buy: every persona here holds one
  'POST /api/car': { access: 'buy', body: () => ({ productId: 1, skuId: 1, num: 1 }) },
  'GET /api/cart/count': { access: 'user' },
  'POST /api/cart/del': { access: 'user', body: (i) => ({ ids: [i.cart] }), idor: 'bulk' },
  'GET /api/cart/list': { access: 'user' },
  'POST /api/cart/num': { access: 'buy', body: (i) => ({ id: i.cart, num: 5 }), idor: true },
  'POST /api/cart/select': { access: 'user', body: (i) => ({ ids: [i.cart], selected: false }), idor: 'bulk' },
  'GET /api/category': { access: 'public' },
  'GET /api/city_list': { access: 'user' },
  'POST /api/collect/add': { access: 'user', body: () => ({ id: 1 }) },
  'POST /api/collect/del': { access: 'user', body: () => ({ id: 1 }) },
  'DELETE /api/collect/delFoot': { access: 'user', body: () => ({ all: true }) },
  'GET /api/collect/foot': { access: 'user' },
  'GET /api/collect/user': { access: 'user' },
  'POST /api/collect/user/del': { access: 'user', body: () => ({ ids: [1] }) },
  'GET /api/combination/detail': { access: 'public', path: () => '/api/combination/detail?id=1' },
  'POST /api/combination/join': { access: 'buy', body: () => ({ teamId: 999999, skuId: 1, num: 1 }) },
  'GET /api/combination/list': { access: 'public' },
  'POST /api/combination/start': { access: 'buy', body: () => ({ id: 999999, skuId: 1, num: 1 }) },
  'GET /api/contract/detail/[orderId]': { access: 'contract', path: (i) => `/api/contract/detail/${i.order}`, idor: true },
  'GET /api/contract/list': { access: 'contract' },
  'GET /api/contract/pdf/[orderId]': { access: 'contract', path: (i) => `/api/contract/pdf/${i.order}`, idor: true },
  'GET /api/coupon/center': { access: 'public' },
  'POST /api/coupon/receive': { access: 'buy', body: () => ({ id: 999999 }) },
  'GET /api/coupons/user': { access: 'user' },
  'GET /api/discount/list': { access: 'public' },
  'GET /api/evaluate/list': { access: 'user' },
  'GET /api/evaluate/order': { access: 'user', path: q('/api/evaluate/order', 'order', 'orderId'), idor: true },
  'POST /api/evaluate/submit': { access: 'buy', body: (i) => ({ orderId: i.order, orderLineId: i.line, productScore: 5, serviceScore: 5, content: '越权评价内容', imageIds: [] }), idor: true },
  'POST /api/evaluate/upload': { access: 'buy', upload: true },
  'GET /api/file/[key]': { access: 'public', path: () => '/api/file/nonexistent-key' },
  'GET /api/getCanvas': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/help/detail': { access: 'public', path: () => '/api/help/detail?id=1' },
  'GET /api/help/list': { access: 'public' },
  'POST /api/help/preview': { access: 'editor', body: () => ({ content: '# 标题' }) },
  'POST /api/help/restore': { access: 'editor', body: () => ({ id: 999999 }) },
  'GET /api/help/revision': { access: 'editor', path: () => '/api/help/revision?id=999999' },
  'GET /api/help/revisions': { access: 'editor', path: () => '/api/help/revisions?id=1' },
  'POST /api/help/save': { access: 'editor', body: () => ({}) },
  'GET /api/help/source': { access: 'editor', path: () => '/api/help/source?id=1' },
  'POST /api/invoice/apply': { access: 'invoice', body: (i) => ({ orderIds: [i.order], titleId: i.title, remark: '' }), idor: true },
  'GET /api/invoice/form': { access: 'invoice' },
  'GET /api/invoice/list': { access: 'invoice' },
  'POST /api/login': { access: 'public', body: () => ({ phone: '13800000000', password: 'wrong-password' }) },
  'POST /api/login/mobile': { access: 'public', body: () => ({ phone: '13800000000', code: '000000' }) },
  'POST /api/logout': { access: 'public' },
  'GET /api/notice/detail': { access: 'public', path: () => '/api/notice/detail?id=1' },
  'GET /api/notice/list': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'POST /api/order/address': { access: 'buy', body: () => ({ realName: '矩阵', phone: '13912345678', province: '上海市', city: '上海市', district: '浦东新区', detail: '张江路88号' }) },
  'POST /api/order/again': { access: 'buy', body: id('order'), idor: true },
  'POST /api/order/cancel': { access: 'buy', body: id('order'), idor: true },
  'POST /api/order/confirm': { access: 'buy', body: (i) => ({ cartIds: [i.cart] }), idor: 'bulk' },
  'POST /api/order/create': { access: 'buy', body: (i) => ({ cartIds: [i.cart], idempotencyKey: `matrix${Date.now()}${Math.floor(Math.random() * 1e6)}` }), idor: 'bulk' },
  'GET /api/order/detail/[id]': { access: 'user', path: (i) => `/api/order/detail/${i.order}`, idor: true },
  'GET /api/order/list': { access: 'user' },
  'GET /api/order/pay/status': { access: 'user', path: q('/api/order/pay/status', 'order'), idor: true },
  'POST /api/order/pay/wechat': { access: 'pay', body: id('order'), idor: true },
  'POST /api/order/quote/accept': { access: 'buy', body: id('order'), idor: true },
  'POST /api/order/quote/decline': { access: 'buy', body: id('order'), idor: true },
  'POST /api/order/receipt': { access: 'pay', upload: true },
  'POST /api/order/take': { access: 'buy', body: id('order'), idor: true },
  'GET /api/orderInform/list': { access: 'user' },
  'POST /api/orderInform/read': { access: 'user', body: (i) => ({ ids: [i.notice] }), idor: 'bulk' },
  'POST /api/orderInform/readAll': { access: 'user' },
  'GET /api/orderInform/unread': { access: 'user' },
  'GET /api/page/config': { access: 'public' },
  'POST /api/pay/wechat/notify': { access: 'webhook', body: () => ({}) },
  'GET /api/pc/index': { access: 'public' },
  'GET /api/product/detail': { access: 'public', path: () => '/api/product/detail?id=1' },
  'GET /api/product/evaluations': { access: 'public', path: () => '/api/product/evaluations?id=1' },
  'GET /api/products': { access: 'public' },
  'GET /api/products/code': { access: 'public', path: () => '/api/products/code?code=X' },
  'POST /api/pv': { access: 'public', body: () => ({ path: '/' }) },
  'POST /api/register': { access: 'public', body: () => ({}) },
  'POST /api/register/company/name': { access: 'public', body: () => ({ name: '某某有限公司' }) },
  'POST /api/register/reset': { access: 'public', body: () => ({}) },
  'POST /api/register/updatePassWord': { access: 'user', body: () => ({ srcPassword: 'not-the-password', password: 'abc12345x', confirm: 'abc12345x' }) },
  'POST /api/register/verify': { access: 'public', body: () => ({}) },
  'POST /api/register/verify/phone': { access: 'public', body: () => ({}) },
  'POST /api/registerAgain': { access: 'main', body: () => ({ companyName: '矩阵测试重新认证有限公司', contactName: '测试' }) },
  'POST /api/seckill/buy': { access: 'buy', body: () => ({ id: 999999, num: 1 }) },
  'GET /api/seckill/list': { access: 'public' },
  'GET /api/seckill/reservation': { access: 'user' },
  'POST /api/son/add': { access: 'son', body: () => ({}) },
  'POST /api/son/del': { access: 'son', body: id('sub'), idor: true },
  'POST /api/son/edit': { access: 'son', body: (i) => ({ id: i.sub, realName: '越权改名', identity: 'buyer' }), idor: true },
  'GET /api/son/identity/list': { access: 'son' },
  'GET /api/son/list': { access: 'son' },
  'POST /api/son/onStatus/[id]': { access: 'son', path: (i) => `/api/son/onStatus/${i.sub}`, body: () => ({ status: 0 }), idor: true },
  'POST /api/upload/artwork': { access: 'buy', upload: true },
  'POST /api/upload/license': { access: 'main', upload: true },
  'POST /api/user/edit': { access: 'user', body: () => ({ nickname: '矩阵' }) },
  'GET /api/userinfo': { access: 'user' },
};

const BUYER_PERMS: Permission[] = ['buy', 'pay', 'aftersale', 'address'];
const FINANCE_PERMS: Permission[] = ['orders.company', 'pay', 'invoice', 'contract'];

let srv: TestServer;
const api: Record<string, ReturnType<typeof client>> = {};
let ids: Ids;
const tally = { calls: 0, routes: 0 };

async function call(who: string, key: string, c: Case): Promise<Answer> {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = c.path ? c.path(ids) : fill(pattern!, 1);
  tally.calls++;
  if (c.upload) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'a.png');
    return api[who]!.call(method, path.includes('receipt') ? `${path}?id=${ids.order}` : path, form, { origin: srv.url });
  }
  return api[who]!.call(method, path, method === 'GET' ? undefined : (c.body?.(ids) ?? {}));
}

// a file download answers its bytes, not an envelope
const let_through = (r: Answer) => r.http < 500 && r.http !== 401 && r.http !== 403 && (typeof r.status === 'number' || r.http === 200);

beforeAll(async () => {
  // CONTRACT_CHECK: every answer of every persona on every route must fit its contract (a mismatch is a 500)
  srv = await startServer({ env: { CONTRACT_CHECK: '1', SMS_RESEND_SECONDS: '0', SMS_HOURLY_MAX: '100000', LOGIN_MAX_FAILURES: '100000' } });
  api.visitor = client(srv.url);
  const a = await login(srv.url, '13800000000');
  api.mainA = a.api;
  api.mainB = (await login(srv.url, '13900000000')).api;
  api.buyer = (await login(srv.url, '13800000001')).api;
  api.finance = (await login(srv.url, '13800000002')).api;
  api.editor = (await login(srv.url, '13700000000')).api;
  // a disabled sub-account: created, logged in, then disabled by the main account (its session must die)
  const phone = newPhone();
  const add = await a.api.post('/api/son/add', { phone, realName: '停用子账号', identity: 'admin', password: 'abc12345', confirm: 'abc12345' });
  expect(add.status, add.msg).toBe(200);
  const disabled = await login(srv.url, phone, 'abc12345');
  api.disabled = disabled.api;
  const dis = await a.api.post(`/api/son/onStatus/${disabled.user.id ?? disabled.user.uid}`, { status: 0 });
  expect(dis.status, dis.msg).toBe(200);
  expect((await client(srv.url).post('/api/login', { phone, password: 'abc12345' })).status).not.toBe(200);

  // company A's own records, by their real ids
  const first = async (p: string, pick: (d: any) => any) => {
    const r = await a.api.get(p);
    const row = pick(r.data);
    if (!row) throw new Error(`company A has no record at ${p}: ${JSON.stringify(r).slice(0, 300)}`);
    return Number(row.id);
  };
  const list = (d: any) => (Array.isArray(d) ? d : d?.list ?? d?.items ?? []);
  ids = {
    address: await first('/api/address/list', (d) => list(d)[0]),
    title: await first('/api/billInfo/list', (d) => list(d)[0]),
    order: await first('/api/order/list', (d) => list(d)[0]),
    aftersale: await first('/api/afterSales/list', (d) => list(d)[0]),
    sub: Number(disabled.user.id ?? disabled.user.uid),
    notice: await first('/api/orderInform/list', (d) => list(d)[0]),
    invoice: await first('/api/invoice/list', (d) => list(d)[0]),
    cart: 0, line: 0, taxNo: '',
  };
  const t = await a.api.get('/api/billInfo/list');
  ids.taxNo = list(t.data).find((x: any) => Number(x.id) === ids.title)?.taxNo;
  const od = await a.api.get(`/api/order/detail/${ids.order}`);
  ids.line = Number((od.data?.lines ?? od.data?.cartInfo ?? od.data?.items ?? [])[0]?.id ?? 1);
  const car = await a.api.post('/api/car', { productId: 0, skuId: 0, num: 1 });
  const cl = await a.api.get('/api/cart/list');
  ids.cart = Number(list(cl.data?.valid ?? cl.data)[0]?.id ?? 0) || 1;
  void car;
}, 180_000);
afterAll(() => srv?.stop());

describe('authorization matrix', () => {
  it('lists every route that exists, and only those', () => {
    const existing = listApiRoutes().flatMap((r) => r.methods.map((m) => `${m} ${r.pattern}`)).sort();
    tally.routes = existing.length;
    expect(existing.filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !existing.includes(k))).toEqual([]);
  });

  it('company B gets 404 for every id of company A, and nothing changes', { timeout: 120_000 }, async () => {
    const before = await checksums(srv.dataDir);
    const wrong: string[] = [];
    for (const [key, c] of Object.entries(MATRIX)) {
      if (!c.idor) continue;
      const r = await call('mainB', key, c);
      if (c.idor === 'bulk' ? !(r.http < 500 && r.http !== 401 && r.http !== 403) : r.http !== 404) wrong.push(`${key}: ${r.http} ${r.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await checksums(srv.dataDir))).toEqual([]);
  });

  it('each persona gets the expected answer on every route', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    const expect_ = (who: string, key: string, r: Answer, want: 'pass' | 401 | 403) => {
      const okay = want === 'pass' ? let_through(r) : r.http === want;
      if (!okay) wrong.push(`${who} ${key}: want ${want}, got ${r.http} ${r.msg}`);
    };
    // the refusing personas first, then the ones let through (their calls may change data)
    for (const [key, c] of Object.entries(MATRIX)) {
      const open = c.access === 'public' || c.access === 'webhook';
      const v = await call('visitor', key, c);
      if (open) { if (v.http >= 500 || v.http === 401 || v.http === 403) wrong.push(`visitor ${key}: got ${v.http} ${v.msg}`); }
      else expect_('visitor', key, v, 401);
      if (!open) expect_('disabled', key, await call('disabled', key, c), 401);
      if (c.access === 'editor') expect_('mainA', key, await call('mainA', key, c), 403);
      const perm = c.access as Permission;
      if (c.access === 'son' || c.access === 'main') {
        expect_('buyer', key, await call('buyer', key, c), 403);
        expect_('finance', key, await call('finance', key, c), 403);
      } else if (!open && !['user', 'editor'].includes(c.access)) {
        const without = !BUYER_PERMS.includes(perm) ? 'buyer' : !FINANCE_PERMS.includes(perm) ? 'finance' : null;
        if (without) expect_(without, key, await call(without, key, c), 403);
      }
    }
    for (const [key, c] of Object.entries(MATRIX)) {
      if (c.access === 'editor') { expect_('editor', key, await call('editor', key, c), 'pass'); continue; }
      if (c.access === 'public' || c.access === 'webhook' || key === 'POST /api/logout') continue;
      if (c.access === 'user') {
        expect_('buyer', key, await call('buyer', key, c), 'pass');
        expect_('finance', key, await call('finance', key, c), 'pass');
      } else if (c.access !== 'son' && c.access !== 'main') {
        const perm = c.access as Permission;
        const withIt = BUYER_PERMS.includes(perm) ? 'buyer' : 'finance';
        expect_(withIt, key, await call(withIt, key, c), 'pass');
      }
      if (!c.idor || !['POST /api/son/del'].includes(key)) {
        if (!c.idor) expect_('mainB', key, await call('mainB', key, c), 'pass');
        expect_('mainA', key, await call('mainA', key, c), 'pass');
      }
    }
    console.log(`[matrix] ${tally.routes} routes × 7 personas: ${tally.calls} calls`);
    expect(wrong).toEqual([]);
  });

  it("company B cannot use company A's records inside its own calls (address, invoice title, coupon, files)", { timeout: 120_000 }, async () => {
    // a private artwork file of company A
    const form = new FormData();
    form.append('file', new Blob([(await pngBytes()) as Uint8Array<ArrayBuffer>]), '设计稿.png');
    const up = await api.mainA!.call('POST', '/api/upload/artwork', form, { origin: srv.url });
    expect(up.status, up.msg).toBe(200);
    const file = up.data.file ?? up.data;
    expect((await api.mainB!.get(file.url)).http).toBe(404);
    expect((await api.visitor!.get(file.url)).http).toBe(404);
    expect((await api.mainA!.get(file.url)).http).toBe(200);

    const coupons = await api.mainA!.get('/api/coupons/user');
    const couponId = Number((coupons.data?.list ?? coupons.data ?? [])[0]?.id ?? 0);
    const sku = (await skus(srv.dataDir, 5))[0]!;
    const before = await checksums(srv.dataDir);
    const buyNow = { productId: sku.productId, skuId: sku.skuId, num: sku.minQty };
    const refs: [string, Record<string, unknown>][] = [
      ['address', { addressId: ids.address }],
      ['invoice title', { invoiceType: 1, invoiceTitleId: ids.title }],
      ['artwork file', { buyNow: { ...buyNow, custom: { artworkFileIds: [file.id], note: '越权' } } }],
      ...(couponId ? [['coupon', { userCouponId: couponId }] as [string, Record<string, unknown>]] : []),
    ];
    const wrong: string[] = [];
    for (const [label, extra] of refs) {
      for (const path of ['/api/order/confirm', '/api/order/create']) {
        const body = { buyNow, ...extra, ...(path.endsWith('create') ? { idempotencyKey: `xref${label.replace(/\W/g, '')}${Date.now()}` } : {}) };
        const r = await api.mainB!.post(path, body);
        const leaked = JSON.stringify(r.data ?? '').includes('越权') || (r.status === 200 && label === 'address' && JSON.stringify(r.data).includes(String(ids.address)));
        if (r.status === 200 || r.http >= 500 || leaked) wrong.push(`${label} ${path}: ${r.http} ${r.msg}`);
      }
    }
    const inv = await api.mainB!.post('/api/invoice/apply', { orderIds: [ids.order], titleId: ids.title, remark: '' });
    if (inv.status === 200) wrong.push(`invoice/apply: ${inv.msg}`);
    const as = await api.mainB!.post('/api/afterSales/submit', { orderId: ids.order, orderLineId: ids.line, type: 1, reason: '其他', description: '', imageIds: [file.id], num: 1, refundAmount: 1 });
    if (as.status === 200) wrong.push(`afterSales/submit: ${as.msg}`);
    expect(wrong).toEqual([]);
    expect(changedTables(before, await checksums(srv.dataDir))).toEqual([]);
  });
});
