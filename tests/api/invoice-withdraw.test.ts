// A buyer withdraws (撤回) an invoice request still 待开票: POST /api/invoice/withdraw. The orders it covered can be
// requested again at once; staff can no longer issue or reject it, and a race between the two ends with one winner;
// the request's history names the buyer, and the back office lists and filters 已撤回. Every answer is the envelope.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO, login } from '../helpers/client.ts';
import { buyer as domainBuyer, domainDb, invoiceRequest } from '../helpers/domain-db.ts';
import { STAFF, staffLogin, type StaffClient } from '../helpers/staff.ts';
import { newCompany, opsOk } from '../helpers/orders.ts';
import { paidOrder } from '../helpers/aftersales.ts';
import { invoices } from '~/lib/server/db/schema/index.ts';
import { apply } from '~/lib/server/state/engine.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { invoiceMachine } from '~/lib/server/invoices/state.ts';
import { withdrawInvoice } from '~/lib/server/invoices/request.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
let operator: StaffClient;
beforeAll(async () => {
  operator = await staffLogin(base, STAFF.operator);
});

type Company = Awaited<ReturnType<typeof newCompany>>;

/** POST /api/invoice/withdraw as sent by a browser (any body text), checked to answer the {status, msg, data} envelope. */
async function withdraw(who: { token: string }, body: unknown) {
  const r = await fetch(`${base}/api/invoice/withdraw`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = await r.json();
  expect(Object.keys(json).sort()).toEqual(['data', 'msg', 'status']);
  expect(json.status).toBe(r.status);
  expect(typeof json.msg).toBe('string');
  return { http: r.status, msg: json.msg as string, data: json.data };
}

/** A company with a saved title and `n` paid orders, each on its own request (待开票). */
async function requests(n: number) {
  const me = await newCompany(base, dataDir);
  await me.api.post('/api/billInfo/add', { type: 1, title: '撤回测试有限公司', taxNo: '91310000MA1FL8XQ37' });
  const titleId = (await me.api.get('/api/invoice/form')).data.titles[0].id;
  const out = [];
  for (let i = 0; i < n; i++) {
    const o = await paidOrder(base, dataDir, me, 1);
    const a = await me.api.post('/api/invoice/apply', { orderIds: [o.id], titleId });
    expect(a.status, a.msg).toBe(200);
    out.push({ order: o, inv: a.data as { id: number; invoiceNo: string; amount: number } });
  }
  return { me, titleId, list: out };
}

const issue = (id: number) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)]), '发票.pdf');
  return operator.call('POST', `/api/admin/invoice/issue?id=${id}`, form, { origin: base });
};
const listed = async (me: Company, id: number) => (await me.api.get('/api/invoice/list')).data.list.find((i: any) => i.id === id);

describe('withdrawing an invoice request', () => {
  it('takes a 待开票 request back: 已撤回, logged with the buyer, its order requested again at once', async () => {
    const { me, titleId, list } = await requests(1);
    const [{ order, inv }] = list;
    expect(await listed(me, inv.id)).toMatchObject({ state: 'requested', canWithdraw: true });
    // The order's page no longer offers 申请开票 while the request waits …
    const orderPage = async () =>
      (await (await fetch(`${base}/orderDetail/${order.id}`, { headers: { cookie: `qili_token=${me.token}` } })).text()).includes(
        `/invoice?apply=${order.id}`,
      );
    expect(await orderPage()).toBe(false);

    const w = await withdraw(me, { id: inv.id });
    expect([w.http, w.msg, w.data]).toEqual([200, '开票申请已撤回', { id: inv.id, state: 'withdrawn', stateName: '已撤回' }]);
    expect(await listed(me, inv.id)).toMatchObject({ state: 'withdrawn', stateName: '已撤回', canWithdraw: false, downloadUrl: null });
    expect((await me.api.get('/api/invoice/list?state=withdrawn')).data.list.map((i: any) => i.id)).toEqual([inv.id]);
    expect((await me.api.get('/api/invoice/list?state=requested')).data.total).toBe(0);

    // … and offers it again once withdrawn; the form lists the order and a new request over it goes through.
    expect(await orderPage()).toBe(true);
    expect((await me.api.get('/api/invoice/form')).data.orders.map((o: any) => o.id)).toContain(order.id);
    const again = await me.api.post('/api/invoice/apply', { orderIds: [order.id], titleId });
    expect([again.status, again.msg, again.data.amount]).toEqual([200, '开票申请已提交', order.payable]);
    expect(await listed(me, again.data.id)).toMatchObject({ state: 'requested', canWithdraw: true });

    // Staff: the list shows 已撤回 and filters by it; the request's page shows who withdrew it and offers nothing.
    const row = `<a href="/admin/invoices/${inv.id}">${inv.invoiceNo}</a>`;
    expect((await operator.page(`/admin/invoices?state=withdrawn&no=${inv.invoiceNo}`)).html).toContain(row);
    expect((await operator.page(`/admin/invoices?state=requested&no=${inv.invoiceNo}`)).html).not.toContain(row);
    const listPage = (await operator.page(`/admin/invoices?no=${inv.invoiceNo}`)).html;
    expect(listPage).toMatch(/<span class="badge badge-off"[^>]*>已撤回<\/span>/);
    const page = (await operator.page(`/admin/invoices/${inv.id}`)).html;
    const buyer = me.user.realName || me.user.nickname || me.phone;
    expect(page).toContain(`${buyer} · 待开票 → 已撤回 · 买家撤回开票申请`);
    expect(page).toContain('该申请已撤回，无需处理。');
    expect(page).not.toContain('开具发票');
  });

  it('refuses with 409: twice, once issued or rejected; staff can neither issue nor reject a withdrawn request', async () => {
    const { me, list } = await requests(3);
    const [a, b, c] = list.map((x) => x.inv);
    expect((await withdraw(me, { id: a!.id })).http).toBe(200);
    const twice = await withdraw(me, { id: a!.id });
    expect([twice.http, twice.msg, twice.data]).toEqual([409, '该开票申请已撤回', null]);
    const issued = await issue(a!.id);
    expect([issued.http, issued.status, issued.msg]).toEqual([409, 409, '买家已撤回该开票申请，无法开票']);
    const rejected = await operator.post('/api/admin/invoice/reject', { id: a!.id, reason: '抬头有误' });
    expect([rejected.http, rejected.msg]).toEqual([409, '买家已撤回该开票申请，无需驳回']);
    expect(await listed(me, a!.id)).toMatchObject({ state: 'withdrawn' });

    expect((await issue(b!.id)).status).toBe(200);
    const afterIssue = await withdraw(me, { id: b!.id });
    expect([afterIssue.http, afterIssue.msg]).toEqual([409, '该开票申请已开票，无法撤回']);
    expect(await listed(me, b!.id)).toMatchObject({ state: 'issued', canWithdraw: false });

    await opsOk(dataDir, 'invoice:reject', c!.invoiceNo, '抬头有误');
    const afterReject = await withdraw(me, { id: c!.id });
    expect([afterReject.http, afterReject.msg]).toEqual([409, '该开票申请已驳回，无法撤回']);
    expect(await listed(me, c!.id)).toMatchObject({ state: 'rejected', canWithdraw: false });
  });

  it('a race between staff issuing and the buyer withdrawing has one winner; the loser gets a 409 in Chinese', async () => {
    const { me, list } = await requests(4);
    for (const { inv, order } of list) {
      const [staff, buyer] = await Promise.all([issue(inv.id), withdraw(me, { id: inv.id })]);
      const codes = [staff.http, buyer.http].sort();
      expect(codes, `${staff.msg} / ${buyer.msg}`).toEqual([200, 409]);
      const state = (await listed(me, inv.id)).state;
      if (buyer.http === 200) {
        expect(staff.msg).toBe('买家已撤回该开票申请，无法开票');
        expect(state).toBe('withdrawn');
        expect((await me.api.get('/api/invoice/form')).data.orders.map((o: any) => o.id)).toContain(order.id);
      } else {
        expect(buyer.msg).toBe('该开票申请已开票，无法撤回');
        expect(state).toBe('issued');
        expect((await me.api.get('/api/invoice/form')).data.orders.map((o: any) => o.id)).not.toContain(order.id);
      }
    }
  });

  it("another company's request is not found (404); a buyer without the invoice permission is refused (403)", async () => {
    const { me, list } = await requests(1);
    const id = list[0]!.inv.id;
    const other = await newCompany(base, dataDir);
    const foreign = await withdraw(other, { id });
    expect([foreign.http, foreign.msg, foreign.data]).toEqual([404, '发票申请不存在', null]);
    expect((await withdraw(other, { id: 2_000_000_000 })).http).toBe(404);
    const buyer = await login(base, DEMO.buyer);
    const denied = await withdraw(buyer, { id });
    expect([denied.http, denied.msg]).toEqual([403, '当前账号没有发票权限，请联系企业主账号或财务']);
    expect(await listed(me, id)).toMatchObject({ state: 'requested' });
  });

  it('a bad body is a 400 with a Chinese message, never a 500', async () => {
    const { me } = await requests(0);
    for (const body of [{}, { id: 'abc' }, { id: 0 }, { id: 1.5 }, { id: -3 }, { id: 2 ** 31 }, { id: 1, extra: true }, [1], 'not json']) {
      const r = await withdraw(me, body);
      expect(r.http, JSON.stringify(body)).toBe(400);
      expect(r.msg, JSON.stringify(body)).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await withdraw(me, { id: 'abc' })).msg).toBe('开票申请格式不正确');
    const anon = await fetch(`${base}/api/invoice/withdraw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id: 1 }),
    });
    expect(anon.status).toBe(401);
    expect(Object.keys(await anon.json()).sort()).toEqual(['data', 'msg', 'status']);
  });
});

describe('the row lock decides a race on the database itself', () => {
  let d: Awaited<ReturnType<typeof domainDb>>;
  beforeAll(async () => {
    d = await domainDb(inject('dbDriver'));
  });
  afterAll(async () => d?.dispose());

  const OPERATOR = { type: 'operator' } as const;
  for (const first of ['staff', 'buyer'] as const) {
    it(`${first === 'staff' ? 'staff issuing' : 'the buyer withdrawing'} holds the row: the other waits, then gets a 409`, async () => {
      const db = d.db;
      const me = await domainBuyer(db);
      const { id } = await invoiceRequest(db, me, '锁测试公司');
      let release!: () => void;
      const hold = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const winner = db.transaction(async (tx) => {
        if (first === 'staff') await apply(tx, invoiceMachine, id, 'issue', OPERATOR, { set: { issuedAt: new Date() } });
        else await apply(tx, invoiceMachine, id, 'withdraw', userActor(me));
        locked();
        await hold;
      });
      await isLocked;
      const loser = (
        first === 'staff' ? withdrawInvoice(db, me, id) : db.transaction((tx) => apply(tx, invoiceMachine, id, 'issue', OPERATOR))
      ).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 100));
      release();
      await winner;
      expect(await loser).toMatchObject({
        http: 409,
        message: first === 'staff' ? '该开票申请已开票，无法撤回' : '买家已撤回该开票申请，无法开票',
      });
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      expect(row!.state).toBe(first === 'staff' ? 'issued' : 'withdrawn');
      const moves = (await historyOf(db, 'invoice', id)).map((h) => [h.fromState, h.toState, h.actorType, h.actorName]);
      expect(moves).toEqual([
        first === 'staff' ? ['requested', 'issued', 'operator', '平台运营'] : ['requested', 'withdrawn', 'user', me.name],
      ]);
      if (first === 'buyer') expect(row!.withdrawnAt).toBeInstanceOf(Date);
    });
  }
});
