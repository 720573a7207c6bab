import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, login } from '../helpers/client.ts';
import { newCompany, ops, opsOk } from '../helpers/orders.ts';
import { completedOrder, paidOrder, submitAs, uploadPhoto } from '../helpers/aftersales.ts';
import { STAFF, staffLogin } from '../helpers/staff.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { toCapitals } from '~/lib/shared/capitals.ts';
import { mayOpen } from '~/lib/shared/permissions.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');

async function raw(pathname: string, token?: string) {
  const r = await fetch(base + pathname, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    status: r.status,
    type: r.headers.get('content-type') ?? '',
    disposition: r.headers.get('content-disposition') ?? '',
    body: Buffer.from(await r.arrayBuffer()),
  };
}

describe('contracts', () => {
  it('every paid order has one: list, detail with 大写, a PDF with its order number; nobody else sees it', async () => {
    const me = await newCompany(base, dataDir);
    const o = await paidOrder(base, dataDir, me, 2);
    const list = await me.api.get('/api/contract/list');
    expect(list.data.list).toEqual([
      expect.objectContaining({ orderId: o.id, orderNo: o.orderNo, contractNo: `HT${o.orderNo.slice(2)}`, amount: o.payable }),
    ]);
    const c = await me.api.get(`/api/contract/detail/${o.id}`);
    expect(c.data.amountCapitals).toBe(toCapitals(o.payable));
    expect(c.data.buyer.name).toContain(me.phone);
    expect(c.data.seller.name).toBe('上海启力印象数字科技有限公司');
    expect(c.data.terms.length).toBeGreaterThan(3);

    const pdf = await raw(`/api/contract/pdf/${o.id}`, me.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toContain('attachment');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    // The order number is also in the document information (an uncompressed string object).
    expect(pdf.body.toString('latin1')).toContain(`(${o.orderNo})`);
    expect(pdf.body.toString('latin1')).toMatch(/\/FontFile2/);
    const text = pdfText(pdf.body);
    expect(text).toContain(o.orderNo);
    expect(text).toContain(`人民币${toCapitals(o.payable)}`);
    expect(text).toContain('乙方（卖方）：上海启力印象数字科技有限公司');

    const other = await newCompany(base, dataDir);
    expect((await other.api.get(`/api/contract/detail/${o.id}`)).http).toBe(404);
    expect((await raw(`/api/contract/pdf/${o.id}`, other.token)).status).toBe(404);
    expect((await other.api.get('/api/contract/list')).data.total).toBe(0);
    const buyer = await login(base, DEMO.buyer);
    const b = await buyer.api.get('/api/contract/list');
    expect([b.http, b.msg]).toEqual([403, '当前账号没有查看合同的权限，请联系企业主账号']);
    const finance = await login(base, DEMO.finance);
    expect((await finance.api.get('/api/contract/list')).status).toBe(200);
  });

  it('unpaid orders have no contract', async () => {
    const main = await login(base, DEMO.main);
    const unpaid = (await main.api.get('/api/order/list?tab=unpaid')).data.list.find((x: any) => x.state === 'unpaid');
    const r = await main.api.get(`/api/contract/detail/${unpaid.id}`);
    expect(r.http).toBe(404);
  });
});

describe('evaluations', () => {
  it('lines of a received order are evaluated once; the product shows them with the average; others cannot', async () => {
    const me = await newCompany(base, dataDir);
    const paid = await paidOrder(base, dataDir, me, 1);
    const o = await completedOrder(base, dataDir, me, 1);
    const lines = (await me.api.get(`/api/evaluate/order?orderId=${o.id}`)).data.lines;
    const early = await me.api.post('/api/evaluate/submit', {
      orderId: paid.id,
      orderLineId: (await me.api.get(`/api/evaluate/order?orderId=${paid.id}`)).data.lines[0].id,
      productScore: 5,
      serviceScore: 5,
      content: '还没收到货先评价',
    });
    expect([early.http, early.msg]).toEqual([409, '订单确认收货后才能评价']);
    const bad = await me.api.post('/api/evaluate/submit', {
      orderId: o.id,
      orderLineId: lines[0].id,
      productScore: 6,
      serviceScore: 5,
      content: '质量很好很满意',
    });
    expect(bad.msg).toBe('商品评分应为1-5分');
    const seven = await me.api.post('/api/evaluate/submit', {
      orderId: o.id,
      orderLineId: lines[0].id,
      productScore: 5,
      serviceScore: 5,
      content: '质量很好很满意',
      imageIds: [1, 2, 3, 4, 5, 6, 7],
    });
    expect(seven.msg).toBe('最多上传6张图片');
    const pic = await uploadPhoto(base, me.token, '/api/evaluate/upload');
    expect(pic.status, pic.msg).toBe(200);
    const other = await newCompany(base, dataDir);
    const theirs = await other.api.post('/api/evaluate/submit', {
      orderId: o.id,
      orderLineId: lines[0].id,
      productScore: 1,
      serviceScore: 1,
      content: '替别人差评试试',
    });
    expect(theirs.http).toBe(404);

    const productId = lines[0].productId;
    const before = (await other.api.get(`/api/product/evaluations?productId=${productId}`)).data;
    const ok = await me.api.post('/api/evaluate/submit', {
      orderId: o.id,
      orderLineId: lines[0].id,
      productScore: 3,
      serviceScore: 4,
      content: '印刷清晰，交期准时',
      imageIds: [pic.data.id],
    });
    expect([ok.status, ok.msg]).toEqual([200, '评价成功']);
    const twice = await me.api.post('/api/evaluate/submit', {
      orderId: o.id,
      orderLineId: lines[0].id,
      productScore: 5,
      serviceScore: 5,
      content: '再评一次试试',
    });
    expect([twice.http, twice.msg]).toEqual([409, '该商品已评价']);

    // Public: no login needed; names masked; average recomputed.
    const pub = await fetch(`${base}/api/product/evaluations?productId=${productId}&page=1&limit=20`).then((r) => r.json());
    expect(pub.status).toBe(200);
    expect(pub.data.total).toBe(before.total + 1);
    if (pub.data.total <= 20) {
      const mean = pub.data.list.reduce((s: number, e: any) => s + e.productScore, 0) / pub.data.total;
      expect(pub.data.avgScore).toBe(Math.round(mean * 10) / 10);
    }
    const mine = pub.data.list.find((e: any) => e.content === '印刷清晰，交期准时');
    expect(mine).toMatchObject({ productScore: 3, serviceScore: 4, nickname: expect.stringMatching(/^.\*\*$/), images: [pic.data.url] });
    // The photo is public (shown to anyone on the product page).
    expect((await fetch(base + pic.data.url)).status).toBe(200);
    const my = await me.api.get('/api/evaluate/list');
    expect(my.data.list[0]).toMatchObject({ orderId: o.id, productScore: 3 });
    expect((await other.api.get('/api/evaluate/list')).data.total).toBe(0);
    const finance = await login(base, DEMO.finance);
    expect(
      (
        await finance.api.post('/api/evaluate/submit', {
          orderId: o.id,
          orderLineId: lines[0].id,
          productScore: 5,
          serviceScore: 5,
          content: '财务来评价',
        })
      ).http,
    ).toBe(403);
    const nope = await fetch(`${base}/api/product/evaluations?productId=abc`).then((r) => r.json());
    expect(nope.status).toBe(400);
  });
});

describe('order notices', () => {
  it("each operator event makes a notice for the buyer; read one, read all; never another user's", async () => {
    const me = await newCompany(base, dataDir);
    const o = await paidOrder(base, dataDir, me, 1);
    await opsOk(dataDir, 'order:ship', o.orderNo, '--carrier', '中通快递', '--tracking', 'ZT123456789');
    const list = await me.api.get('/api/orderInform/list');
    // The company's approval came first (companies/state.ts).
    expect(list.data.list.map((n: any) => n.title)).toEqual(['订单已发货', '付款已确认', '企业认证已通过']);
    expect(list.data.list[0]).toMatchObject({ isRead: false, orderId: o.id, link: `/orderDetail/${o.id}` });
    expect(list.data.list[0].content).toContain('ZT123456789');
    expect((await me.api.get('/api/orderInform/unread')).data.count).toBe(3);

    const other = await newCompany(base, dataDir);
    const steal = await other.api.post('/api/orderInform/read', { ids: [list.data.list[0].id] });
    expect(steal.data.unread).toBe(1);
    expect((await me.api.get('/api/orderInform/unread')).data.count).toBe(3);
    expect((await other.api.get('/api/orderInform/list')).data.list.map((n: any) => n.title)).toEqual(['企业认证已通过']);

    const one = await me.api.post('/api/orderInform/read', { ids: [list.data.list[0].id] });
    expect([one.msg, one.data.unread]).toEqual(['已标为已读', 2]);
    expect((await me.api.get('/api/orderInform/list?unread=1')).data.list.map((n: any) => n.title)).toEqual([
      '付款已确认',
      '企业认证已通过',
    ]);
    const all = await me.api.post('/api/orderInform/readAll', {});
    expect([all.msg, all.data.unread]).toEqual(['全部标为已读', 0]);
    expect((await me.api.post('/api/orderInform/read', { ids: [] })).msg).toBe('请选择通知');
  });

  it("a notice goes only to who may open what it links to: 财务 hears of the company's orders, never of after-sales", async () => {
    const finance = await login(base, DEMO.finance);
    const main = await login(base, DEMO.main);
    const FINANCE = { parentId: 1, identity: 'finance' }; // what the permission table reads of a 财务 sub-account
    const [fin, own] = await Promise.all([finance, main].map(async (u) => (await u.api.get('/api/orderInform/list?limit=50')).data.list));
    // The seeded company's after-sales notices (sent through the same notify) reach the main account, not its 财务.
    expect(own.some((n: any) => n.link.startsWith('/asRecordDetail'))).toBe(true);
    expect(fin.filter((n: any) => n.kind.startsWith('aftersale'))).toEqual([]);
    expect(fin.some((n: any) => n.link.startsWith('/orderDetail/'))).toBe(true);
    for (const n of fin) expect([n.title, n.link === '' || mayOpen(FINANCE, n.link)]).toEqual([n.title, true]);

    // A decision made now: the applicant and the main account hear of it; the 财务 hears of the order, not the decision.
    const buyer = await login(base, DEMO.buyer);
    const o = await completedOrder(base, dataDir, buyer, 1);
    const line = (await buyer.api.get(`/api/order/detail/${o.id}`)).data.lines[0].id;
    const a = await submitAs(buyer.api, o.id, line, 1);
    expect(a.status, a.msg).toBe(200);
    const operator = await staffLogin(base, STAFF.operator);
    expect((await operator.post('/api/admin/aftersale/approve', { id: a.data.id, note: '同意' })).status).toBe(200);
    const kinds = async (u: typeof main) =>
      ((await u.api.get('/api/orderInform/list?limit=50')).data.list as any[]).filter((n) => n.orderId === o.id).map((n) => n.kind);
    const [toBuyer, toMain, toFinance] = await Promise.all([buyer, main, finance].map(kinds));
    expect(toBuyer).toContain('aftersale_approve');
    expect(toMain).toContain('aftersale_approve');
    expect(toFinance).toContain('ship');
    expect(toFinance).not.toContain('aftersale_approve');
  });

  it("a rejected payment and a quote are noticed too; the main account hears about a sub-account's order", async () => {
    const main = await login(base, DEMO.main);
    const buyer = await login(base, DEMO.buyer);
    const before = (await main.api.get('/api/orderInform/unread')).data.count;
    const o = await paidOrder(base, dataDir, buyer, 1);
    const mainList = await main.api.get('/api/orderInform/list?limit=5');
    expect(mainList.data.list[0]).toMatchObject({ title: '付款已确认', orderId: o.id });
    expect((await main.api.get('/api/orderInform/unread')).data.count).toBe(before + 1);
    expect((await buyer.api.get('/api/orderInform/list?limit=5')).data.list[0]).toMatchObject({ title: '付款已确认', orderId: o.id });
  });
});

describe('my invoices', () => {
  it('request for paid orders with a saved title, issue by the operator with a PDF, download by the own company only', async () => {
    const main = await login(base, DEMO.main);
    const o = await completedOrder(base, dataDir, main, 1);
    const form = await main.api.get('/api/invoice/form');
    expect(form.data.orders.map((x: any) => x.id)).toContain(o.id);
    const title = form.data.titles[0];
    expect(title).toBeTruthy();
    const other = await newCompany(base, dataDir);
    const foreignTitle = await other.api.post('/api/invoice/apply', { orderIds: [o.id], titleId: title.id });
    expect(foreignTitle.http).toBe(404);

    // The order's page offers 申请开票 by the request's own rule: while the order can go on a request, and not after.
    const orderPage = async () =>
      (await (await fetch(`${base}/orderDetail/${o.id}`, { headers: { cookie: `qili_token=${main.token}` } })).text()).includes(
        `/invoice?apply=${o.id}`,
      );
    expect(await orderPage()).toBe(true);
    const apply = await main.api.post('/api/invoice/apply', { orderIds: [o.id], titleId: title.id, remark: '请尽快开具' });
    expect([apply.status, apply.msg]).toEqual([200, '开票申请已提交']);
    expect(await orderPage()).toBe(false);
    expect(apply.data.amount).toBe(o.payable);
    const again = await main.api.post('/api/invoice/apply', { orderIds: [o.id], titleId: title.id });
    expect([again.http, again.msg]).toEqual([409, '所选订单中有未付款、售后中、已全额退款或已申请过发票的订单']);
    const listed = (await main.api.get('/api/invoice/list?state=requested')).data.list.find((i: any) => i.id === apply.data.id);
    expect(listed).toMatchObject({
      state: 'requested',
      stateName: '待开票',
      amount: o.payable,
      downloadUrl: null,
      orders: [{ id: o.id, orderNo: o.orderNo, amount: o.payable }],
    });
    expect((await raw(`/api/billInfo/down/${apply.data.id}`, main.token)).status).toBe(404);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inv-')), 'fapiao.pdf');
    const pdfBytes = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    fs.writeFileSync(file, pdfBytes);
    const notPdf = path.join(path.dirname(file), 'fake.pdf');
    fs.writeFileSync(notPdf, '<html>not a pdf</html>');
    expect((await ops(dataDir, 'invoice:issue', apply.data.invoiceNo, notPdf)).err).toContain('仅支持PDF');
    expect(await opsOk(dataDir, 'invoice:issue', apply.data.invoiceNo, file)).toContain('已开票');
    expect((await ops(dataDir, 'invoice:reject', apply.data.invoiceNo, '抬头有误')).err).toContain('只能驳回待开票的申请');

    const down = await raw(`/api/billInfo/down/${apply.data.id}`, main.token);
    expect(down.status).toBe(200);
    expect(down.type).toBe('application/pdf');
    expect(down.disposition).toContain('attachment');
    expect(down.body.equals(pdfBytes)).toBe(true);
    expect((await raw(`/api/billInfo/down/${apply.data.id}`, other.token)).status).toBe(404);
    const finance = await login(base, DEMO.finance);
    expect((await raw(`/api/billInfo/down/${apply.data.id}`, finance.token)).status).toBe(200);
    const buyer = await login(base, DEMO.buyer);
    const denied = await buyer.api.get('/api/invoice/list');
    expect([denied.http, denied.msg]).toEqual([403, '当前账号没有发票权限，请联系企业主账号或财务']);
    expect((await raw(`/api/billInfo/down/${apply.data.id}`, buyer.token)).status).toBe(403);
    expect((await other.api.get('/api/invoice/list')).data.total).toBe(0);
    expect((await main.api.get('/api/orderInform/list?limit=5')).data.list[0].title).toBe('发票已开具');
  });

  it('a rejected request frees its orders; unpaid orders cannot be invoiced', async () => {
    const main = await login(base, DEMO.main);
    const o = await paidOrder(base, dataDir, main, 1);
    const titleId = (await main.api.get('/api/invoice/form')).data.titles[0].id;
    const unpaid = (await main.api.get('/api/order/list?tab=unpaid')).data.list.find((x: any) => x.state === 'unpaid');
    const refused = await main.api.post('/api/invoice/apply', { orderIds: [unpaid.id], titleId });
    expect(refused.http).toBe(409);
    const a = await main.api.post('/api/invoice/apply', { orderIds: [o.id], titleId });
    expect(a.status, a.msg).toBe(200);
    await opsOk(dataDir, 'invoice:reject', a.data.invoiceNo, '开票信息不完整');
    const rejected = (await main.api.get('/api/invoice/list?state=rejected')).data.list.find((i: any) => i.id === a.data.id);
    expect(rejected).toMatchObject({ state: 'rejected', rejectReason: '开票信息不完整' });
    const b = await main.api.post('/api/invoice/apply', { orderIds: [o.id], titleId });
    expect(b.status, b.msg).toBe(200);
  });
});
