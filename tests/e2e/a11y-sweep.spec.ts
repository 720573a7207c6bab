// axe-core on EVERY page of the store (issue #18), at desktop width (1366 px) and phone width (390 px), in the
// states that matter, failing on any serious or critical violation.
//
// The routes come from the page files (tests/helpers/routes.ts listPageRoutes: every .astro file under
// src/pages but api/), one test per route, so a new page is swept the day its file lands:
// - a static route with no entry in PLAN is opened as it is: a visitor page (the guard's PUBLIC_PAGES) by a
//   visitor, a back-office page (/admin/*) by a staff account (signInStaff), anything else by the demo main
//   account;
// - a route with a dynamic segment ([id]) cannot be guessed: without a PLAN entry its test fails;
// - a PLAN entry whose page file is gone fails the 'plan' test.
// Every visit also checks where it landed (HTTP status and path), so a sign-in that stops working or a state
// that moved fails instead of sweeping the login page.
//
// Personas: one signed-in browser context per persona and worker, reused by every test of that worker; the
// demo main account (its seed has an order in every state and after-sales records in several) is only read.
// Pages that need a state of their own (empty cart, cart with lines, settlement) or record something when
// viewed (product detail: a footprint) use a company registered for the test ('fresh').
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '~/lib/shared/guard.ts';
import { listPageRoutes } from '../helpers/routes.ts';
import { seriousViolations } from './axe.ts';
import { focusProblems } from './focus.ts';
import { DEMO, newPhone, registration, smsCode } from './helpers.ts';

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

const CONTEXT_BASE = { locale: 'zh-CN', reducedMotion: 'reduce' as const, viewport: { width: SIZES[0].width, height: SIZES[0].height } };

type Persona = 'visitor' | 'main' | 'staff';

/**
 * The back office's sign-in, in one place: a staff account holding every role (made once per server by the demo
 * admin through the staff form's call; a second worker finds it made), signed in through /api/admin/login.
 */
async function signInStaff(context: BrowserContext) {
  const login = async (name: string) =>
    (await (await context.request.post('/api/admin/login', { data: { login: name, password: DEMO.password } })).json()) as {
      status: number;
      msg: string;
      data: { csrf: string };
    };
  const admin = await login('admin');
  expect(admin.status, `staff login admin: ${admin.msg}`).toBe(200);
  await context.request.post('/api/admin/staff/save', {
    headers: { 'x-csrf-token': admin.data.csrf },
    data: { username: 'a11y.all', name: '无障碍巡检', roles: ['operator', 'merchandiser', 'editor', 'admin'], password: DEMO.password },
  });
  const all = await login('a11y.all');
  expect(all.status, `staff login a11y.all: ${all.msg}`).toBe(200);
  if (!context.pages().length) await context.newPage();
}

/** Signs a context in the way the login page does: the session cookie from the call, the token for the islands. */
async function signIn(context: BrowserContext, phone: string, password: string) {
  const r = await (await context.request.post('/api/login', { data: { phone, password } })).json();
  expect(r.status, `login ${phone}: ${r.msg}`).toBe(200);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/api/health');
  await page.evaluate(({ token, userInfo }) => {
    localStorage.setItem('qili-token', token);
    localStorage.setItem('messageStore', JSON.stringify({ userInfo, hotKey: [], cartNum: 0 }));
  }, r.data);
}

/** A company registered for one test (its own cart, addresses and orders). */
async function freshCompany(context: BrowserContext) {
  const phone = newPhone();
  await context.request.post('/api/register/verify', { data: { phone, purpose: 'register' } });
  const reg = await (
    await context.request.post('/api/register', {
      data: registration(`无障碍巡检${phone}有限公司`, phone, smsCode(phone, 'register')),
    })
  ).json();
  expect(reg.status, reg.msg).toBe(200);
  await signIn(context, phone, 'abc12345');
  return phone;
}

/** What the plan needs from the demo data, read once per worker through the main account. */
interface Data {
  orders: Map<string, number>;
  aftersales: Map<string, number>;
  helpSlugs: string[];
  products: Map<number, { id: number; storeName: string }>;
  groupBuy: number;
  notice: number;
  scene: string;
  /** Back-office detail ids read from the staff's own lists (first row). */
  adminCompany: number;
  adminInvoice: number;
}

interface DialogCase {
  /** The dialog's accessible name. */
  name: string;
  role?: 'dialog' | 'alertdialog';
  open: (page: Page) => Promise<void>;
  /** What axe checks while it is open (default: the open modal dialog; the page behind is inert and was checked). */
  scope?: string;
}

interface Visit {
  as: Persona | 'fresh';
  url: string;
  /** What the page shows, for the report. */
  state: string;
  /** Expected HTTP status (default 200; a redirect's default 302). */
  status?: number;
  /** A redirect: where it must lead (a swept route); no axe run of its own. */
  redirectsTo?: string;
  /** Runs before the visit with the visiting page (fresh companies: fill the cart, add an address). */
  setup?: (page: Page) => Promise<void>;
  /** Other views of the same page (tabs drawn in the browser), each checked in turn after the page itself. */
  views?: ViewCase[];
  dialogs?: DialogCase[];
}

interface ViewCase {
  name: string;
  /** Switches the page to the view and waits until it shows. */
  show: (page: Page) => Promise<void>;
}

/** A tab of a tab list: clicked, then selected. */
const tab = (name: string | RegExp): ViewCase => ({
  name: `tab ${name}`,
  show: async (page) => {
    const t = page.getByRole('tab', { name });
    await t.click();
    await expect(t).toHaveAttribute('aria-selected', 'true');
  },
});

const button = (name: string | RegExp) => async (page: Page) => {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
};
const SUPPORT: DialogCase = { name: '在线客服', open: button('在线客服') };
const PURCHASE: DialogCase = { name: '按编号采购', open: button('编号采购') };

async function addToCart(page: Page, productId: number) {
  const detail = (await (await page.request.get(`/api/product/detail?id=${productId}`)).json()).data;
  const r = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/car', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('qili-token')}` },
          body: JSON.stringify(body),
        })
      ).json(),
    { productId, skuId: detail.skus[0].id, num: detail.minQty, kind: 'cart' },
  );
  expect(r.status, r.msg).toBe(200);
}

/** Routes that need ids, several states or dialogs. Every other static route is opened as it is. */
const PLAN: Record<string, (d: Data) => Visit[]> = {
  '/': () => [
    { as: 'visitor', url: '/', state: 'visitor' },
    { as: 'main', url: '/', state: 'signed in' },
  ],
  // The furniture's dialogs open on every page with the side bar: checked on a short one.
  '/indexpage/sceneList': () => [{ as: 'visitor', url: '/indexpage/sceneList', state: 'visitor', dialogs: [SUPPORT, PURCHASE] }],
  '/indexpage/productlist': () => [
    { as: 'visitor', url: '/indexpage/productlist', state: 'all goods' },
    { as: 'visitor', url: '/indexpage/productlist?keyword=' + encodeURIComponent('画册'), state: 'search' },
    { as: 'visitor', url: '/indexpage/productlist?keyword=zzzz-nothing', state: 'no result' },
  ],
  // A signed-in view records a footprint: a company of the test's own, so no demo account's list changes.
  '/productDetail': (d) =>
    [...d.products].map(([type, p]) => ({
      as: 'fresh' as const,
      url: `/productDetail?productId=${p.id}&name=${encodeURIComponent(p.storeName)}`,
      state: `goods type ${type}`,
    })),
  '/sceneDetail': (d) => [{ as: 'main', url: d.scene, state: 'a scene' }],
  '/groupDetail': (d) => [
    { as: 'main', url: `/groupDetail?id=${d.groupBuy}`, state: 'a group-buy item' },
    { as: 'main', url: '/groupDetail', state: 'no item named' },
  ],
  '/public': (d) => [
    { as: 'main', url: '/public', state: 'list' },
    { as: 'main', url: `/public?id=${d.notice}`, state: 'one notice' },
  ],
  '/helpCentre': (d) =>
    d.helpSlugs.map((slug) => ({ as: 'main' as const, url: `/helpCentre?type=${encodeURIComponent(slug)}`, state: `type ${slug}` })),
  '/userInfo': () => [
    {
      as: 'main',
      url: '/userInfo',
      state: 'main account',
      dialogs: [
        { name: '修改密码', open: button('修改密码') },
        { name: '修改昵称', open: button('修改昵称'), scope: '#nick-pop' },
      ],
    },
  ],
  '/address': () => [
    {
      as: 'main',
      url: '/address',
      state: 'address book',
      dialogs: [
        {
          name: '编辑收货地址',
          open: async (page) => {
            await page.getByRole('button', { name: /^编辑/ }).first().click();
          },
        },
        {
          name: '提示',
          role: 'alertdialog',
          open: async (page) => {
            await page.getByRole('button', { name: /^删除/ }).first().click();
          },
        },
      ],
    },
  ],
  '/childAcc': () => [
    {
      as: 'main',
      url: '/childAcc',
      state: 'sub-accounts',
      dialogs: [
        {
          name: '编辑子账号',
          open: async (page) => {
            await page.getByRole('button', { name: /^编辑/ }).first().click();
          },
        },
      ],
    },
  ],
  '/invoiceAdmin': () => [
    { as: 'main', url: '/invoiceAdmin', state: 'invoice titles', dialogs: [{ name: '新增发票抬头', open: button('新增发票抬头') }] },
  ],
  '/invoice': () => [{ as: 'main', url: '/invoice', state: 'invoices', dialogs: [{ name: '申请开票', open: button('申请开票') }] }],
  '/login': () => [{ as: 'visitor', url: '/login', state: 'password', views: [tab('验证码登录')] }],
  // The used and expired coupons are drawn greyed: their text must stay readable.
  '/coupon': () => [
    {
      as: 'main',
      url: '/coupon',
      state: '未使用',
      views: [
        {
          ...tab(/已使用/),
          show: async (page) => {
            await tab(/已使用/).show(page);
            await expect(page.getByRole('tabpanel')).toContainText('使用时间');
          },
        },
        {
          ...tab(/已过期/),
          show: async (page) => {
            await tab(/已过期/).show(page);
            await expect(page.getByRole('tabpanel').getByText('已过期', { exact: true }).first()).toBeVisible();
          },
        },
      ],
    },
  ],
  '/favorites': () => [{ as: 'main', url: '/favorites', state: 'favourites' }],
  '/footprint': (d) => [
    { as: 'fresh', url: '/footprint', state: 'no footprints' },
    {
      as: 'fresh',
      url: '/footprint',
      state: 'footprints',
      setup: async (page) => {
        for (const [, p] of d.products) expect((await page.request.get(`/productDetail?productId=${p.id}`)).status()).toBe(200);
      },
    },
  ],
  '/myOrder': () => [
    { as: 'main', url: '/myOrder', state: 'all orders' },
    { as: 'fresh', url: '/myOrder', state: 'no orders' },
  ],
  '/orderDetail/[id]': (d) => [...d.orders].map(([state, id]) => ({ as: 'main' as const, url: `/orderDetail/${id}`, state })),
  '/myContract': (d) => [
    { as: 'main', url: '/myContract', state: 'list' },
    { as: 'main', url: `/myContract?orderId=${d.orders.get('completed')}`, state: 'one contract' },
  ],
  '/evaluate': (d) => [
    { as: 'main', url: '/evaluate', state: 'my evaluations' },
    { as: 'main', url: `/evaluate?orderId=${d.orders.get('completed')}`, state: 'one order' },
  ],
  '/asRecordDetail': (d) =>
    [...d.aftersales].map(([state, id]) => ({
      as: 'main' as const,
      url: `/asRecordDetail?id=${id}`,
      state,
      dialogs: state === 'approved' ? [{ name: '填写退货物流', open: button('填写退货物流') }] : undefined,
    })),
  '/submitAS': (d) => [{ as: 'main', url: `/submitAS?orderId=${d.orders.get('completed')}`, state: 'a received order' }],
  '/cart/payment': (d) => [{ as: 'main', url: `/cart/payment?orderId=${d.orders.get('unpaid')}`, state: 'unpaid' }],
  '/cart/bankPay': (d) => [{ as: 'main', url: `/cart/bankPay?orderId=${d.orders.get('unpaid')}`, state: 'unpaid' }],
  '/cart/paySucceed': (d) => [
    { as: 'main', url: `/cart/paySucceed?orderId=${d.orders.get('confirming')}`, state: 'receipt waiting' },
    { as: 'main', url: `/cart/paySucceed?orderId=${d.orders.get('unshipped')}`, state: 'paid' },
  ],
  '/cart/refund': (d) => [
    { as: 'main', url: `/cart/refund?orderId=${d.orders.get('refunded')}`, state: 'refunded' },
    { as: 'main', url: `/cart/refund?orderId=${d.orders.get('aftersale')}`, state: 'in after-sales' },
    { as: 'main', url: '/cart/refund', state: 'no order named' },
  ],
  '/cart/shoppingCart': (d) => [
    { as: 'fresh', url: '/cart/shoppingCart', state: 'empty cart' },
    {
      as: 'fresh',
      url: '/cart/shoppingCart',
      state: 'cart with lines',
      setup: async (page) => {
        for (const type of [4, 5]) await addToCart(page, d.products.get(type)!.id);
      },
    },
  ],
  '/cart/settlement': (d) => [
    { as: 'fresh', url: '/cart/settlement', state: 'nothing chosen' },
    {
      as: 'fresh',
      url: '/cart/settlement?cartIds=',
      state: 'lines, no address yet',
      setup: async (page) => {
        for (const type of [4, 5]) await addToCart(page, d.products.get(type)!.id);
      },
    },
    {
      as: 'fresh',
      url: '/cart/settlement?cartIds=',
      state: 'lines and an address',
      setup: async (page) => {
        const r = await page.evaluate(async () =>
          (
            await fetch('/api/order/address', {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('qili-token')}` },
              body: JSON.stringify({
                realName: '测试收货人',
                phone: '13912345678',
                province: '上海市',
                city: '上海市',
                district: '浦东新区',
                detail: '张江路88号1号楼',
              }),
            })
          ).json(),
        );
        expect(r.status, r.msg).toBe(200);
      },
    },
  ],
  '/admin/orders/[id]': (d) => [{ as: 'staff', url: `/admin/orders/${d.orders.values().next().value}`, state: 'an order' }],
  '/admin/aftersales/[id]': (d) => [
    { as: 'staff', url: `/admin/aftersales/${d.aftersales.values().next().value}`, state: 'an after-sales record' },
  ],
  '/admin/products/[id]': (d) => [{ as: 'staff', url: `/admin/products/${d.products.get(2)!.id}`, state: 'a custom product' }],
  '/admin/companies/[id]': (d) => [{ as: 'staff', url: `/admin/companies/${d.adminCompany}`, state: 'a company' }],
  '/admin/invoices/[id]': (d) => [{ as: 'staff', url: `/admin/invoices/${d.adminInvoice}`, state: 'an invoice request' }],
  '/admin/login': () => [{ as: 'visitor', url: '/admin/login', state: 'signed out' }],
  '/admin/help': (d) => [
    { as: 'staff', url: '/admin/help', state: 'editor' },
    { as: 'staff', url: `/admin/help?type=${encodeURIComponent(d.helpSlugs.at(-1)!)}`, state: 'another page' },
  ],
  // Redirects: the target is swept as a route of its own.
  '/cart': () => [{ as: 'main', url: '/cart', state: 'redirect', redirectsTo: '/cart/shoppingCart' }],
  '/shoppingCart': () => [{ as: 'main', url: '/shoppingCart', state: 'redirect', redirectsTo: '/cart/shoppingCart' }],
  '/userCenter': () => [{ as: 'main', url: '/userCenter', state: 'redirect', redirectsTo: '/userInfo' }],
  // The old after-sales addresses (before they moved to the root) lead on permanently, query kept.
  '/afterSales/[...rest]': (d) => [
    { as: 'main', url: '/afterSales', state: 'old address', redirectsTo: '/asRecord', status: 301 },
    {
      as: 'main',
      url: `/afterSales/asRecordDetail?id=${d.aftersales.values().next().value}`,
      state: 'old address',
      redirectsTo: '/asRecordDetail',
      status: 301,
    },
  ],
};

const ROUTES = listPageRoutes();
const PUBLIC = new Set(PUBLIC_PAGES.map((p) => p.toLowerCase()));

function defaultVisits(route: string): Visit[] {
  if (route.includes('[')) throw new Error(`${route} has a dynamic segment: add its ids to PLAN in ${import.meta.filename}`);
  const as: Persona = route.startsWith('/admin/') || route === '/admin' ? 'staff' : PUBLIC.has(route.toLowerCase()) ? 'visitor' : 'main';
  return [{ as, url: route, state: as === 'main' ? 'signed in' : as }];
}

/** One signed-in context per persona and worker; the demo data read once. */
interface Crowd {
  page: (who: Persona) => Promise<Page>;
  data: () => Promise<Data>;
  newContext: () => Promise<BrowserContext>;
}

const test = base.extend<object, { crowd: Crowd }>({
  crowd: [
    async ({ browser }, use, workerInfo) => {
      const CONTEXT = { ...CONTEXT_BASE, baseURL: workerInfo.project.use.baseURL };
      const pages = new Map<Persona, Promise<Page>>();
      const open = (who: Persona) => {
        if (!pages.has(who))
          pages.set(
            who,
            (async () => {
              const context = await browser.newContext({ ...CONTEXT });
              if (who === 'main') await signIn(context, DEMO.main, DEMO.password);
              if (who === 'staff') await signInStaff(context);
              return context.pages()[0] ?? context.newPage();
            })(),
          );
        return pages.get(who)!;
      };
      let data: Promise<Data> | null = null;
      await use({ page: open, data: () => (data ??= readData(open)), newContext: () => browser.newContext({ ...CONTEXT }) });
      for (const p of pages.values()) await (await p).context().close();
    },
    { scope: 'worker' },
  ],
});

async function readData(open: (who: Persona) => Promise<Page>): Promise<Data> {
  const req = (await open('main')).request;
  const token = await (await open('main')).evaluate(() => localStorage.getItem('qili-token'));
  const get = async (url: string) => {
    const r = await (await req.get(url, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(r.status, `${url}: ${r.msg}`).toBe(200);
    return r.data;
  };
  // The seed's orders (lowest id per state) of the demo main account: one in each state.
  const orders = new Map<string, number>();
  for (const o of ((await get('/api/order/list?limit=50')).list as { id: number; state: string }[]).sort((a, b) => a.id - b.id)) {
    if (!orders.has(o.state)) orders.set(o.state, o.id);
  }
  const aftersales = new Map<string, number>();
  for (const a of ((await get('/api/afterSales/list?limit=50')).list as { id: number; state: string }[]).sort((a, b) => a.id - b.id)) {
    if (!aftersales.has(a.state)) aftersales.set(a.state, a.id);
  }
  const helpSlugs = ((await get('/api/help/list')) as { pages: { slug: string }[] }[]).flatMap((g) => g.pages.map((p) => p.slug));
  const products = new Map<number, { id: number; storeName: string }>();
  for (const type of [2, 3, 4, 5]) products.set(type, (await get(`/api/products?goodsType=${type}&sort=sales&limit=1`)).list[0]);
  const groupBuy = (await get('/api/combination/list')).list[0].id as number;
  const notice = (await get('/api/notice/list')).list[0].id as number;
  const scenes = await (await req.get('/indexpage/sceneList')).text();
  const scene = /href="(\/sceneDetail\?[^"]+)"/.exec(scenes)?.[1]?.replace(/&amp;/g, '&');
  expect(scene, 'a scene link on /indexpage/sceneList').toBeTruthy();
  const staffReq = (await open('staff')).request;
  const firstId = async (list: string) => {
    const html = await (await staffReq.get(list)).text();
    const id = new RegExp(`href="${list}/(\\d+)"`).exec(html)?.[1];
    expect(id, `a detail link on ${list}`).toBeTruthy();
    return Number(id);
  };
  const adminCompany = await firstId('/admin/companies');
  const adminInvoice = await firstId('/admin/invoices');
  return { orders, aftersales, helpSlugs, products, groupBuy, notice, scene: scene!, adminCompany, adminInvoice };
}

/** Islands that hydrate at once (load, idle, only) have; client:visible ones hydrate on scroll and keep their server markup. */
async function ready(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

/**
 * axe at both widths, on the page (or on `scope`) as it is: desktop first, then 390 px, or the other way round;
 * then, at each width, every control as the keyboard meets it (reached by Tab, a visible focus ring).
 */
async function sweep(page: Page, label: string, out: string[], scope?: string) {
  const sizes = page.viewportSize()?.width === SIZES[0].width ? SIZES : [...SIZES].reverse();
  for (const size of sizes) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize({ width: size.width, height: size.height });
    for (const v of await seriousViolations(page, scope)) out.push(`${label} @ ${size.name}: ${v}`);
    for (const v of await focusProblems(page, scope)) out.push(`${label} @ ${size.name}: keyboard: ${v}`);
    axeRuns++;
  }
}
let axeRuns = 0;

async function visit(page: Page, v: Visit, out: string[]): Promise<void> {
  if (v.setup) await v.setup(page);
  let url = v.url;
  if (url.endsWith('cartIds=')) {
    const list = (
      await page.evaluate(async () =>
        (await fetch('/api/cart/list', { headers: { authorization: `Bearer ${localStorage.getItem('qili-token')}` } })).json(),
      )
    ).data;
    url += (list.valid as { id: number }[]).map((l: { id: number }) => l.id).join(',');
  }
  if (v.redirectsTo) {
    const r = await page.request.get(url, { maxRedirects: 0 });
    expect(r.status(), `${url} redirects`).toBe(v.status ?? 302);
    expect(new URL(r.headers().location!, 'http://x').pathname, `${url} redirects`).toBe(v.redirectsTo);
    expect(ROUTES, `${v.redirectsTo} is a swept route`).toContain(v.redirectsTo);
    return;
  }
  await page.setViewportSize(SIZES[0]);
  const res = await page.goto(url);
  expect(res?.status(), `${url} (${v.state}) answers`).toBe(v.status ?? 200);
  const landed = new URL(page.url());
  expect(landed.pathname + landed.search, `${url} (${v.state}) stays put`).toBe(
    new URL(url, landed).pathname + new URL(url, landed).search,
  );
  await ready(page);
  await sweep(page, `${url} (${v.state}, ${v.as})`, out);
  for (const view of v.views ?? []) {
    await view.show(page);
    await sweep(page, `${url} (${v.state}) ${view.name}`, out);
  }
  for (const dlg of v.dialogs ?? []) {
    await dlg.open(page);
    const box = page.getByRole(dlg.role ?? 'dialog', { name: dlg.name });
    await expect(box, `${url}: dialog ${dlg.name} opens`).toBeVisible();
    await sweep(page, `${url} (${v.state}) with dialog ${dlg.name} open`, out, dlg.scope ?? 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(box, `${url}: dialog ${dlg.name} closes with Escape`).toBeHidden();
  }
}

test.describe.configure({ mode: 'parallel' });

test('plan: every PLAN entry is a page file of src/pages', () => {
  expect(Object.keys(PLAN).filter((r) => !ROUTES.includes(r))).toEqual([]);
  expect(ROUTES.length).toBeGreaterThan(40);
});

for (const route of ROUTES) {
  test(`axe ${route}`, async ({ crowd }) => {
    const visits = PLAN[route] ? PLAN[route](await crowd.data()) : defaultVisits(route);
    expect(visits.length, `${route}: at least one visit`).toBeGreaterThan(0);
    // A bound per visit, not per route: the order detail alone has ten states.
    test.setTimeout(60_000 + visits.length * 90_000);
    const out: string[] = [];
    const started = Date.now();
    const runs = axeRuns;
    // 'fresh': one new company for the whole test, so its visits build on each other (empty cart, then lines).
    let fresh: BrowserContext | null = null;
    try {
      for (const v of visits) {
        if (v.as === 'fresh' && !fresh) await freshCompany((fresh = await crowd.newContext()));
        await visit(v.as === 'fresh' ? fresh!.pages()[0]! : await crowd.page(v.as), v, out);
      }
    } finally {
      await fresh?.close();
    }
    console.log(
      `[a11y] ${route}: ${visits.length} visit(s), ${axeRuns - runs} axe run(s), ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(out, `${route}: serious or critical axe violations, controls Tab skips or shows without a ring`).toEqual([]);
  });
}
