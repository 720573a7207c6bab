// Authorization matrix: every /api route × persona → the expected answer. Runs on a server of its own (the
// permitted calls change data). Fails when a route exists that MATRIX does not list (or MATRIX lists a gone one).
// "pass" = the call was let through (no 401/403, no 5xx; a 400/404/409 about the data itself is fine).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, type Answer } from '../helpers/client.ts';
import { startServer, newCreditCode, newPhone, type TestServer } from '../helpers/server.ts';
import { fill, listApiRoutes } from '../helpers/routes.ts';
import { changedTables, checksums } from '../helpers/checksums.ts';
import { pngBytes, skus } from '../helpers/orders.ts';
import { PERMISSION_REFUSALS, type Permission } from '~/lib/server/auth/permissions.ts';
import type { StaffPermission, StaffRole } from '~/lib/shared/staff-roles.ts';
import { STAFF, staffLogin, type StaffClient } from '../helpers/staff.ts';

/** 'staff': any signed-in staff member; 'staff:<permission>': the staff roles holding it (STAFF_MAY). */
type Access = 'public' | 'user' | 'main' | 'webhook' | Permission | 'staff' | `staff:${StaffPermission}`;
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
const q =
  (p: string, k: 'order', name = 'id') =>
  (ids: Ids) =>
    `${p}?${name}=${ids[k]}`;

export const MATRIX: Record<string, Case> = {
  // The back office (/api/admin): staff cookie + CSRF header only; buyers' tokens mean nothing there.
  'POST /api/admin/about/save': { access: 'staff:content', body: () => ({}) },
  'POST /api/admin/aftersale/approve': { access: 'staff:aftersales', body: () => ({ id: 999999 }) },
  'POST /api/admin/aftersale/receive': { access: 'staff:aftersales', body: () => ({ id: 999999 }) },
  'POST /api/admin/aftersale/refund': { access: 'staff:aftersales', body: () => ({ id: 999999 }) },
  'POST /api/admin/aftersale/reject': { access: 'staff:aftersales', body: () => ({ id: 999999, reason: '矩阵测试' }) },
  'POST /api/admin/banner/delete': { access: 'staff:storefront', body: () => ({ id: 999999 }) },
  'POST /api/admin/banner/save': { access: 'staff:storefront', body: () => ({ id: 999999, title: '矩阵', url: '/media/none.png' }) },
  'POST /api/admin/category/save': { access: 'staff:catalogue', body: () => ({ id: 999999, cateName: '矩阵' }) },
  'POST /api/admin/company/approve': { access: 'staff:companies', body: () => ({ id: 999999, version: '0123456789abcdef' }) },
  'POST /api/admin/company/reject': {
    access: 'staff:companies',
    body: () => ({ id: 999999, reason: '矩阵测试', version: '0123456789abcdef' }),
  },
  'POST /api/admin/coupon/save': { access: 'staff:activities', body: () => ({ id: 999999, title: '矩阵', type: 'full', amount: '1' }) },
  'POST /api/admin/discount/save': { access: 'staff:activities', body: () => ({ id: 999999, productId: 999999, rate: 90 }) },
  'GET /api/admin/file/[key]': { access: 'staff', path: () => '/api/admin/file/0123456789abcdef0123456789abcdef' },
  'POST /api/admin/footer/save': { access: 'staff:storefront', body: () => ({}) },
  'POST /api/admin/group/save': {
    access: 'staff:activities',
    body: () => ({ id: 999999, skuId: 999999, productPrice: '1', people: 2, windowHours: 24, num: 1 }),
  },
  'POST /api/admin/help/import': { access: 'staff:content', body: () => ({ type: 'no-such-page' }) },
  'POST /api/admin/help/preview': { access: 'staff:content', body: () => ({ markdown: '# 标题' }) },
  'POST /api/admin/help/restore': { access: 'staff:content', body: () => ({ revisionId: 999999 }) },
  'GET /api/admin/help/revision': { access: 'staff:content', path: () => '/api/admin/help/revision?id=999999' },
  'GET /api/admin/help/revisions': { access: 'staff:content', path: () => '/api/admin/help/revisions?type=fuWu' },
  'POST /api/admin/help/save': { access: 'staff:content', body: () => ({}) },
  'GET /api/admin/help/source': { access: 'staff:content', path: () => '/api/admin/help/source?type=fuWu' },
  'POST /api/admin/hotwords/save': { access: 'staff:storefront', body: () => ({ words: 1 }) },
  'POST /api/admin/import': { access: 'staff:catalogue', upload: true },
  'GET /api/admin/import/status': { access: 'staff:catalogue', path: () => '/api/admin/import/status?id=999999' },
  'POST /api/admin/invoice/issue': { access: 'staff:invoices', path: () => '/api/admin/invoice/issue?id=999999', upload: true },
  'POST /api/admin/invoice/red-flush': { access: 'staff:invoices', body: () => ({ id: 999999, note: '矩阵测试', version: 0 }) },
  'POST /api/admin/invoice/reject': { access: 'staff:invoices', body: () => ({ id: 999999, reason: '矩阵测试' }) },
  'POST /api/admin/login': { access: 'public', body: () => ({ login: 'operator', password: 'wrong-password' }) },
  'POST /api/admin/logout': { access: 'staff' },
  'GET /api/admin/me': { access: 'staff' },
  'POST /api/admin/nav/save': { access: 'staff:storefront', body: () => ({ nav: [] }) },
  'POST /api/admin/notice/delete': { access: 'staff:content', body: () => ({ id: 999999 }) },
  'POST /api/admin/notice/save': { access: 'staff:content', body: () => ({ id: 999999, title: '矩阵', markdown: '矩阵' }) },
  'POST /api/admin/order/cancel': { access: 'staff:orders', body: () => ({ id: 999999, reason: '矩阵测试' }) },
  'POST /api/admin/order/deliver': { access: 'staff:orders', body: () => ({ id: 999999 }) },
  'POST /api/admin/order/quote': {
    access: 'staff:orders',
    body: () => ({ id: 999999, lines: { 1: '12.50' }, deliveryDate: '2030-01-01' }),
  },
  'POST /api/admin/order/ship': { access: 'staff:orders', body: () => ({ id: 999999, carrier: '顺丰速运', trackingNo: 'SF1234567' }) },
  'POST /api/admin/order/sweep': { access: 'staff:orders' },
  'POST /api/admin/payment/confirm': { access: 'staff:payments', body: () => ({ id: 999999 }) },
  'POST /api/admin/payment/reject': { access: 'staff:payments', body: () => ({ id: 999999, reason: '矩阵测试' }) },
  'POST /api/admin/payment/resolve': { access: 'staff:payments', body: () => ({ id: 999999, note: '矩阵测试' }) },
  'POST /api/admin/group/refunded': { access: 'staff:payments', body: () => ({ id: 999999, note: '矩阵测试' }) },
  'POST /api/admin/product/save': { access: 'staff:catalogue', body: () => ({ id: 999999, product: {} }) },
  'POST /api/admin/product/show': { access: 'staff:catalogue', body: () => ({ id: 999999, isShow: true }) },
  'POST /api/admin/scene/delete': { access: 'staff:catalogue', body: () => ({ id: 999999 }) },
  'POST /api/admin/scene/save': { access: 'staff:catalogue', body: () => ({ id: 999999, scenesName: '矩阵', pic: '/media/none.png' }) },
  'POST /api/admin/seckill/save': {
    access: 'staff:activities',
    body: () => ({ id: 999999, slotId: 999999, skuId: 999999, price: '1', stock: 1, limitPerUser: 1 }),
  },
  'POST /api/admin/sku/price': { access: 'staff:catalogue', body: () => ({ skuId: 999999, price: '1.00' }) },
  'POST /api/admin/sku/stock': { access: 'staff:catalogue', body: () => ({ skuId: 999999, stock: 1 }) },
  'POST /api/admin/staff/password': { access: 'staff:staff', body: () => ({ id: 999999, password: 'abc12345' }) },
  'POST /api/admin/staff/save': { access: 'staff:staff', body: () => ({ id: 999999, name: '矩阵', roles: ['editor'] }) },
  'POST /api/admin/upload/image': { access: 'staff:images', upload: true },
  'POST /api/address/default/set': { access: 'address', body: id('address'), idor: true },
  'POST /api/address/del': { access: 'address', body: id('address'), idor: true },
  'POST /api/address/edit': {
    access: 'address',
    body: (i) => ({
      id: i.address,
      realName: '越权',
      phone: '13912345678',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310101',
      detail: '越权路1号',
    }),
    idor: true,
  },
  'POST /api/address/getson': { access: 'user', body: () => ({ code: '310000' }) },
  'GET /api/address/list': { access: 'address' },
  'POST /api/afterSales/cancel': { access: 'aftersale', body: id('aftersale'), idor: true },
  'GET /api/afterSales/detail/[id]': { access: 'aftersale', path: (i) => `/api/afterSales/detail/${i.aftersale}`, idor: true },
  'GET /api/afterSales/form': { access: 'aftersale', path: q('/api/afterSales/form', 'order', 'orderId'), idor: true },
  'GET /api/afterSales/list': { access: 'aftersale' },
  'GET /api/afterSales/refund': { access: 'aftersale', path: q('/api/afterSales/refund', 'order', 'orderId'), idor: true },
  'POST /api/afterSales/shipBack': {
    access: 'aftersale',
    body: (i) => ({ id: i.aftersale, carrier: '顺丰', trackingNo: 'SF123456789' }),
    idor: true,
  },
  'POST /api/afterSales/submit': {
    access: 'aftersale',
    body: (i) => ({
      orderId: i.order,
      orderLineId: i.line,
      type: 1,
      reason: '印刷质量问题',
      description: '',
      imageIds: [],
      num: 1,
      refundAmount: 1,
    }),
    idor: true,
  },
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
  'POST /api/evaluate/submit': {
    access: 'buy',
    body: (i) => ({ orderId: i.order, orderLineId: i.line, productScore: 5, serviceScore: 5, content: '越权评价内容', imageIds: [] }),
    idor: true,
  },
  'POST /api/evaluate/upload': { access: 'buy', upload: true },
  'GET /api/file/[key]': { access: 'public', path: () => '/api/file/nonexistent-key' },
  'GET /api/getCanvas': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/help/detail': { access: 'public', path: () => '/api/help/detail?id=1' },
  'GET /api/help/list': { access: 'public' },
  'POST /api/invoice/apply': { access: 'invoice', body: (i) => ({ orderIds: [i.order], titleId: i.title, remark: '' }), idor: true },
  'GET /api/invoice/form': { access: 'invoice' },
  'GET /api/invoice/list': { access: 'invoice' },
  'POST /api/invoice/withdraw': { access: 'invoice', body: id('invoice'), idor: true },
  'POST /api/login': { access: 'public', body: () => ({ phone: '13800000000', password: 'wrong-password' }) },
  'POST /api/login/mobile': { access: 'public', body: () => ({ phone: '13800000000', code: '000000' }) },
  'POST /api/logout': { access: 'public' },
  'GET /api/notice/detail': { access: 'public', path: () => '/api/notice/detail?id=1' },
  'GET /api/notice/list': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'POST /api/order/address': {
    access: 'address',
    body: () => ({
      realName: '矩阵',
      phone: '13912345678',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      detail: '张江路88号',
    }),
  },
  'POST /api/order/again': { access: 'buy', body: id('order'), idor: true },
  'POST /api/order/cancel': { access: 'buy', body: id('order'), idor: true },
  'POST /api/order/confirm': { access: 'buy', body: (i) => ({ cartIds: [i.cart] }), idor: 'bulk' },
  'POST /api/order/create': {
    access: 'buy',
    body: (i) => ({ cartIds: [i.cart], idempotencyKey: `matrix${Date.now()}${Math.floor(Math.random() * 1e6)}` }),
    idor: 'bulk',
  },
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
  'POST /api/register/updatePassWord': {
    access: 'user',
    body: () => ({ srcPassword: 'not-the-password', password: 'abc12345x', confirm: 'abc12345x' }),
  },
  'POST /api/register/verify': { access: 'public', body: () => ({}) },
  'POST /api/register/verify/phone': { access: 'public', body: () => ({}) },
  'POST /api/registerAgain': {
    access: 'main',
    body: () => ({ companyName: '矩阵测试重新认证有限公司', creditCode: newCreditCode(), contactName: '测试' }),
  },
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

/** The back office's roles as issue #17 defines them: which roles may use each staff permission. */
const STAFF_MAY: Record<StaffPermission, StaffRole[]> = {
  orders: ['operator'],
  payments: ['operator'],
  aftersales: ['operator'],
  invoices: ['operator'],
  companies: ['operator'],
  catalogue: ['merchandiser'],
  activities: ['merchandiser'],
  content: ['editor'],
  storefront: ['editor'],
  images: ['merchandiser', 'editor'],
  staff: ['admin'],
  audit: ['admin'],
};
const STAFF_ROLES: StaffRole[] = ['operator', 'merchandiser', 'editor', 'admin'];
const BUYER_PERSONAS = ['visitor', 'mainA', 'mainB', 'buyer', 'finance', 'disabled'];
const isStaffRoute = (key: string) => key.split(' ')[1]!.startsWith('/api/admin/');

const BUYER_PERMS: Permission[] = ['buy', 'pay', 'aftersale', 'address'];
const FINANCE_PERMS: Permission[] = ['orders.company', 'pay', 'invoice', 'contract'];

let srv: TestServer;
const api: Record<string, Pick<ReturnType<typeof client>, 'call' | 'get' | 'post'>> = {};
const staff: Record<string, StaffClient> = {};
let ids: Ids;
const tally = { calls: 0, routes: 0 };

/** One call of a route with a client (a persona, or any client), its body or upload, and extra headers. */
function send(cl: Pick<ReturnType<typeof client>, 'call'>, key: string, c: Case, headers: Record<string, string> = {}): Promise<Answer> {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = c.path ? c.path(ids) : fill(pattern!, 1);
  tally.calls++;
  if (c.upload) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'a.png');
    return cl.call(method, path.includes('receipt') ? `${path}?id=${ids.order}` : path, form, { origin: srv.url, ...headers });
  }
  return cl.call(method, path, method === 'GET' ? undefined : (c.body?.(ids) ?? {}), headers);
}
const call = (who: string, key: string, c: Case) => send(api[who]!, key, c);

// a file download answers its bytes, not an envelope
const let_through = (r: Answer) => r.http < 500 && r.http !== 401 && r.http !== 403 && (typeof r.status === 'number' || r.http === 200);

beforeAll(async () => {
  // CONTRACT_CHECK: every answer of every persona on every route must fit its contract (a mismatch is a 500)
  srv = await startServer({
    env: { CONTRACT_CHECK: '1', SMS_RESEND_SECONDS: '0', SMS_HOURLY_MAX: '100000', LOGIN_MAX_FAILURES: '100000' },
  });
  api.visitor = client(srv.url);
  // Sign-ins (argon2 each) side by side.
  const [a, b, buyer, finance, ...staffed] = await Promise.all([
    login(srv.url, '13800000000'),
    login(srv.url, '13900000000'),
    login(srv.url, '13800000001'),
    login(srv.url, '13800000002'),
    ...STAFF_ROLES.map((role) => staffLogin(srv.url, STAFF[role])),
  ]);
  [api.mainA, api.mainB, api.buyer, api.finance] = [a.api, b.api, buyer.api, finance.api];
  STAFF_ROLES.forEach((role, i) => (api[role] = staff[role] = staffed[i]!));
  // a disabled staff member holding every role: created and signed in, then disabled by the admin (its session must die)
  const off = await staff.admin!.post('/api/admin/staff/save', {
    username: `off${Date.now().toString(36)}`,
    name: '停用员工',
    roles: STAFF_ROLES,
    password: 'abc12345',
  });
  expect(off.status, off.msg).toBe(200);
  api.staffDisabled = staff.staffDisabled = await staffLogin(srv.url, off.data.username, 'abc12345');
  const offDone = await staff.admin!.post('/api/admin/staff/save', { id: off.data.id, name: '停用员工', roles: STAFF_ROLES, status: 0 });
  expect(offDone.status, offDone.msg).toBe(200);
  // a disabled sub-account: created, logged in, then disabled by the main account (its session must die)
  const phone = newPhone();
  const add = await a.api.post('/api/son/add', {
    phone,
    realName: '停用子账号',
    identity: 'admin',
    password: 'abc12345',
    confirm: 'abc12345',
  });
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
  const list = (d: any) => (Array.isArray(d) ? d : (d?.list ?? d?.items ?? []));
  ids = {
    address: await first('/api/address/list', (d) => list(d)[0]),
    title: await first('/api/billInfo/list', (d) => list(d)[0]),
    order: await first('/api/order/list', (d) => list(d)[0]),
    aftersale: await first('/api/afterSales/list', (d) => list(d)[0]),
    sub: Number(disabled.user.id ?? disabled.user.uid),
    notice: await first('/api/orderInform/list', (d) => list(d)[0]),
    invoice: await first('/api/invoice/list', (d) => list(d)[0]),
    cart: 0,
    line: 0,
    taxNo: '',
  };
  const t = await a.api.get('/api/billInfo/list');
  ids.taxNo = list(t.data).find((x: any) => Number(x.id) === ids.title)?.taxNo;
  const od = await a.api.get(`/api/order/detail/${ids.order}`);
  ids.line = Number((od.data?.lines ?? od.data?.cartInfo ?? od.data?.items ?? [])[0]?.id ?? 1);
  const car = await a.api.post('/api/car', { productId: 0, skuId: 0, num: 1 });
  const cl = await a.api.get('/api/cart/list');
  ids.cart = Number(list(cl.data?.valid ?? cl.data)[0]?.id ?? 0) || 1;
  void car;
}, 300_000);
afterAll(() => srv?.stop());

describe('authorization matrix', () => {
  it('lists every route that exists, and only those', () => {
    const existing = listApiRoutes()
      .flatMap((r) => r.methods.map((m) => `${m} ${r.pattern}`))
      .sort();
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
      if (c.idor === 'bulk' ? !(r.http < 500 && r.http !== 401 && r.http !== 403) : r.http !== 404)
        wrong.push(`${key}: ${r.http} ${r.msg}`);
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await checksums(srv.dataDir))).toEqual([]);
  });

  it('each buyer persona gets the expected answer on every store route', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    const expect_ = (who: string, key: string, r: Answer, want: 'pass' | 401 | 403) => {
      const okay = want === 'pass' ? let_through(r) : r.http === want;
      if (!okay) wrong.push(`${who} ${key}: want ${want}, got ${r.http} ${r.msg}`);
    };
    const store = Object.entries(MATRIX).filter(([key]) => !isStaffRoute(key));
    // the refusing personas first, then the ones let through (their calls may change data)
    for (const [key, c] of store) {
      const open = c.access === 'public' || c.access === 'webhook';
      const v = await call('visitor', key, c);
      if (open) {
        if (v.http >= 500 || v.http === 401 || v.http === 403) wrong.push(`visitor ${key}: got ${v.http} ${v.msg}`);
      } else expect_('visitor', key, v, 401);
      if (!open) expect_('disabled', key, await call('disabled', key, c), 401);
      const perm = c.access as Permission;
      if (c.access === 'son' || c.access === 'main') {
        expect_('buyer', key, await call('buyer', key, c), 403);
        expect_('finance', key, await call('finance', key, c), 403);
      } else if (!open && c.access !== 'user') {
        const without = !BUYER_PERMS.includes(perm) ? 'buyer' : !FINANCE_PERMS.includes(perm) ? 'finance' : null;
        if (without) {
          const r = await call(without, key, c);
          expect_(without, key, r, 403);
          // One refusal a permission: every route it guards answers that permission's own message.
          if (r.http === 403 && r.msg !== PERMISSION_REFUSALS[perm])
            wrong.push(`${without} ${key}: "${r.msg}", want "${PERMISSION_REFUSALS[perm]}"`);
        }
      }
    }
    for (const [key, c] of store) {
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
    console.log(`[matrix] ${tally.routes} routes: ${tally.calls} calls so far`);
    expect(wrong).toEqual([]);
  });

  it(
    'staff routes: every buyer persona 401, every staff role 403 without its permission, and a staff session is no buyer session',
    { timeout: 300_000 },
    async () => {
      const before = await checksums(srv.dataDir);
      const wrong: string[] = [];
      const want = (who: string, key: string, r: Answer, code: 401 | 403) => {
        if (r.http !== code) wrong.push(`${who} ${key}: want ${code}, got ${r.http} ${r.msg}`);
      };
      for (const [key, c] of Object.entries(MATRIX)) {
        if (!isStaffRoute(key)) {
          // The staff cookie (and the staff token as a bearer) open nothing in the store.
          if (c.access === 'public' || c.access === 'webhook') continue;
          want('operator-cookie', key, await call('operator', key, c), 401);
          want('operator-bearer', key, await send(client(srv.url, staff.operator!.token), key, c), 401);
          continue;
        }
        if (c.access === 'public') continue;
        for (const who of BUYER_PERSONAS) want(who, key, await call(who, key, c), 401);
        want('staffDisabled', key, await call('staffDisabled', key, c), 401);
        if (c.access === 'staff') continue;
        const perm = c.access.slice('staff:'.length) as StaffPermission;
        for (const role of STAFF_ROLES.filter((r) => !STAFF_MAY[perm].includes(r))) want(role, key, await call(role, key, c), 403);
        // Without the page's CSRF token a change is refused even to a permitted role.
        if (!key.startsWith('GET ')) {
          const role = STAFF_MAY[perm][0]!;
          want(`${role}-no-csrf`, key, await send(staff[role]!, key, c, { 'x-csrf-token': '' }), 403);
        }
      }
      expect(wrong).toEqual([]);
      // Refused calls changed nothing (the staff sessions table is touched by reads, the login counters by the login row).
      expect(changedTables(before, await checksums(srv.dataDir))).toEqual([]);
    },
  );

  it('staff routes: every role holding the permission is let through (no 401/403/5xx)', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const [key, c] of Object.entries(MATRIX)) {
      if (!isStaffRoute(key) || key === 'POST /api/admin/logout') continue;
      const roles =
        c.access === 'public'
          ? ['visitor']
          : c.access === 'staff'
            ? STAFF_ROLES
            : STAFF_MAY[c.access.slice('staff:'.length) as StaffPermission];
      for (const who of roles) {
        const r = await call(who, key, c);
        if (!let_through(r)) wrong.push(`${who} ${key}: got ${r.http} ${r.msg}`);
      }
    }
    // Sign-out last: it ends the session it is called with.
    for (const role of STAFF_ROLES) {
      const r = await call(role, 'POST /api/admin/logout', MATRIX['POST /api/admin/logout']!);
      if (r.http !== 200) wrong.push(`${role} logout: ${r.http} ${r.msg}`);
      if ((await call(role, 'GET /api/admin/me', MATRIX['GET /api/admin/me']!)).http !== 401)
        wrong.push(`${role}: session alive after logout`);
    }
    console.log(
      `[matrix] ${tally.routes} routes × ${BUYER_PERSONAS.length} buyer personas, ${STAFF_ROLES.length + 1} staff personas: ${tally.calls} calls`,
    );
    expect(wrong).toEqual([]);
  });

  it(
    "company B cannot use company A's records inside its own calls (address, invoice title, coupon, files)",
    { timeout: 120_000 },
    async () => {
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
          const body = {
            buyNow,
            ...extra,
            ...(path.endsWith('create') ? { idempotencyKey: `xref${label.replace(/\W/g, '')}${Date.now()}` } : {}),
          };
          const r = await api.mainB!.post(path, body);
          const leaked =
            JSON.stringify(r.data ?? '').includes('越权') ||
            (r.status === 200 && label === 'address' && JSON.stringify(r.data).includes(String(ids.address)));
          if (r.status === 200 || r.http >= 500 || leaked) wrong.push(`${label} ${path}: ${r.http} ${r.msg}`);
        }
      }
      const inv = await api.mainB!.post('/api/invoice/apply', { orderIds: [ids.order], titleId: ids.title, remark: '' });
      if (inv.status === 200) wrong.push(`invoice/apply: ${inv.msg}`);
      const as = await api.mainB!.post('/api/afterSales/submit', {
        orderId: ids.order,
        orderLineId: ids.line,
        type: 1,
        reason: '其他',
        description: '',
        imageIds: [file.id],
        num: 1,
        refundAmount: 1,
      });
      if (as.status === 200) wrong.push(`afterSales/submit: ${as.msg}`);
      expect(wrong).toEqual([]);
      expect(changedTables(before, await checksums(srv.dataDir))).toEqual([]);
    },
  );
});
