import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { placeOrder, skus, uploadReceipt } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');

const PAGES = [
  '/cart',
  '/shoppingCart',
  '/cart/shoppingCart',
  '/cart/settlement?cartIds=1',
  '/cart/payment?orderId=1',
  '/cart/bankPay?orderId=1',
  '/cart/paySucceed?orderId=1',
  '/myOrder',
  '/orderDetail/1',
];

describe('who may see and change orders', () => {
  it('a visitor on any cart or order page is sent to /login', async () => {
    for (const p of PAGES) {
      const r = await fetch(base + p, { redirect: 'manual' });
      expect(r.status, p).toBe(302);
      expect(r.headers.get('location'), p).toBe('/login?redirect=' + encodeURIComponent(p));
    }
    const api = client(base);
    for (const p of ['/api/cart/list', '/api/order/list', '/api/order/detail/1']) expect((await api.get(p)).status, p).toBe(401);
    for (const p of ['/api/order/confirm', '/api/order/create', '/api/order/cancel', '/api/cart/num', '/api/cart/del'])
      expect((await api.post(p, {})).status, p).toBe(401);
  });

  it("another company's order is never visible or changeable", async () => {
    const a = await login(base, DEMO.main);
    const b = await login(base, DEMO.otherMain);
    const mine = (await a.api.get('/api/order/list?limit=50')).data.list as any[];
    expect(mine.length).toBeGreaterThanOrEqual(8);
    const theirs = (await b.api.get('/api/order/list?limit=50')).data.list as any[];
    expect(theirs.some((o) => mine.some((m) => m.id === o.id))).toBe(false);
    for (const o of mine) {
      expect((await b.api.get(`/api/order/detail/${o.id}`)).http).toBe(404);
      for (const call of [
        '/api/order/cancel',
        '/api/order/take',
        '/api/order/again',
        '/api/order/quote/accept',
        '/api/order/quote/decline',
        '/api/order/pay/wechat',
      ]) {
        const r = await b.api.post(call, { id: o.id });
        expect(r.http, `${call} ${o.id}`).toBe(404);
        expect(r.msg).toBe('订单不存在');
      }
      expect((await b.api.get(`/api/order/pay/status?id=${o.id}`)).http).toBe(404);
    }
    const unpaid = mine.find((o) => o.state === 'unpaid')!;
    expect((await uploadReceipt(base, b.token, unpaid.id)).http).toBe(404);
    const page = await fetch(`${base}/orderDetail/${unpaid.id}`, { headers: { cookie: `qili_token=${b.token}` } });
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(unpaid.orderNo);
    const search = await b.api.get(`/api/order/list?keyword=${unpaid.orderNo}`);
    expect(search.data.total).toBe(0);
    // and nothing changed for A
    expect((await a.api.get(`/api/order/detail/${unpaid.id}`)).data.state).toBe('unpaid');
  });

  it('a main account sees the company orders with who placed each; a buyer sub-account only its own; finance the company', async () => {
    const main = await login(base, DEMO.main);
    const buyer = await login(base, DEMO.buyer);
    const finance = await login(base, DEMO.finance);
    const all = await main.api.get('/api/order/list?limit=50');
    expect(all.data.showPlacedBy).toBe(true);
    const names = new Set(all.data.list.map((o: any) => o.placedBy.name));
    expect(names.has('王建国') && names.has('李晓梅')).toBe(true);
    const own = await buyer.api.get('/api/order/list?limit=50');
    expect(own.data.showPlacedBy).toBe(false);
    expect(own.data.list.length).toBeGreaterThan(0);
    expect(own.data.list.every((o: any) => o.placedBy.id === buyer.user.id)).toBe(true);
    const others = all.data.list.filter((o: any) => o.placedBy.id !== buyer.user.id);
    expect((await buyer.api.get(`/api/order/detail/${others[0].id}`)).http).toBe(404);
    const fin = await finance.api.get('/api/order/list?limit=50');
    expect(fin.data.total).toBe(all.data.total);
    // A quote waiting for acceptance: finance has no button for it, and the page says who can act (it said nothing).
    const quoted = all.data.list.find((o: any) => o.state === 'quoted');
    const page = async (token: string) =>
      (await fetch(`${base}/orderDetail/${quoted.id}`, { headers: { cookie: `qili_token=${token}` } })).text();
    const WHO = '接受报价、拒绝报价、取消订单需由有「下单采购」权限的账号操作，如需开通请联系企业主账号';
    expect((await finance.api.get(`/api/order/detail/${quoted.id}`)).data.actions).toEqual([]);
    expect((await page(finance.token)).includes(WHO)).toBe(true);
    expect((await page(main.token)).includes('权限的账号操作')).toBe(false);
  });

  it('转账凭证已提交 names only the steps the account may take (a 采购员 was sent to 我的发票 and 我的合同, which refuse it)', async () => {
    const main = await login(base, DEMO.main);
    const buyer = await login(base, DEMO.buyer);
    const finance = await login(base, DEMO.finance);
    // An order of the 采购员's whose receipt was just sent (the page's own moment).
    const sku = (await skus(dataDir, 5)).find((s) => s.stock > 20)!;
    const placed = await placeOrder(buyer.api, sku);
    expect(placed.status, placed.msg).toBe(200);
    const own = { id: (placed.data as { orderId: number }).orderId };
    expect((await uploadReceipt(base, buyer.token, own.id)).status).toBe(200);
    const page = async (token: string, id = own.id) =>
      (await fetch(`${base}/cart/paySucceed?orderId=${id}`, { headers: { cookie: `qili_token=${token}` } })).text();
    const PAPERS = '如需发票或合同，可在个人中心「我的发票」「我的合同」中查看';
    const TAKE = '收到货物后，在订单详情点击「确认收货」';
    const [m, b, f] = [await page(main.token), await page(buyer.token), await page(finance.token)];
    expect([m.includes(PAPERS), m.includes(TAKE)]).toEqual([true, true]);
    expect([b.includes(PAPERS), b.includes('如需发票或合同，请联系企业主账号或财务办理'), b.includes(TAKE)]).toEqual([false, true, true]);
    expect([f.includes(PAPERS), f.includes('收到货物后，由有「下单采购」权限的账号在订单详情确认收货')]).toEqual([true, true]);
    // Opened once the order has shipped (or later), it says the order's state and no longer promises production.
    const shipped = (await main.api.get('/api/order/list?tab=shipped&limit=50')).data.list[0];
    const later = await page(main.token, shipped.id);
    expect(later).toMatch(/<h1>订单(待收货|已完成|售后中|已退款)<\/h1>/); // other files may move it on meanwhile
    expect(later).toContain('请前往订单详情查看。');
    expect(later).not.toContain('将尽快为您安排生产与发货');
    expect(later).not.toContain('接下来');
  });

  it('lists by status tab, searches by order number or product name, and pages', async () => {
    const { api } = await login(base, DEMO.main);
    const quote = await api.get('/api/order/list?tab=quote');
    expect(quote.data.list.map((o: any) => o.state).sort()).toEqual(['quoted', 'quoting']);
    const done = await api.get('/api/order/list?tab=completed');
    expect(done.data.list.every((o: any) => o.state === 'completed')).toBe(true);
    const one = done.data.list[0];
    const byNo = await api.get(`/api/order/list?keyword=${one.orderNo.slice(-10)}`);
    expect(byNo.data.list.map((o: any) => o.id)).toContain(one.id);
    const byName = await api.get(`/api/order/list?keyword=${encodeURIComponent(one.lines[0].productName.slice(0, 4))}`);
    expect(byName.data.list.map((o: any) => o.id)).toContain(one.id);
    const p1 = await api.get('/api/order/list?limit=5&page=1');
    const p2 = await api.get('/api/order/list?limit=5&page=2');
    expect(p1.data.list).toHaveLength(5);
    expect(p2.data.list.map((o: any) => o.id)).not.toContain(p1.data.list[0].id);
    expect((await api.get('/api/order/list?limit=7')).msg).toBe('每页条数只能是5、10、20或50');
    const wild = await api.get('/api/order/list?keyword=%25');
    expect(wild.data.total).toBe(0);
  });
});
