import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatPrice } from '~/lib/shared/money.ts';
import { client, DEMO, login } from '../helpers/client.ts';
import { newCompany, ops, opsOk } from '../helpers/orders.ts';
import { asBody, claimable, completedOrder, orderState, paidOrder, submitAs, uploadPhoto } from '../helpers/aftersales.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
type Who = Awaited<ReturnType<typeof newCompany>>;

let other: Who;
beforeAll(async () => {
  other = await newCompany(base, dataDir);
});

describe('after-sales calls', () => {
  it('answer 401 to visitors', async () => {
    const anon = client(base);
    const calls: [string, string][] = [
      ['GET', '/api/afterSales/list'],
      ['GET', '/api/afterSales/form?orderId=1'],
      ['POST', '/api/afterSales/submit'],
      ['GET', '/api/afterSales/detail/1'],
      ['POST', '/api/afterSales/cancel'],
      ['POST', '/api/afterSales/shipBack'],
      ['GET', '/api/afterSales/refund?orderId=1'],
      ['POST', '/api/afterSales/upload'],
      ['GET', '/api/contract/list'],
      ['GET', '/api/contract/detail/1'],
      ['GET', '/api/contract/pdf/1'],
      ['POST', '/api/evaluate/submit'],
      ['POST', '/api/evaluate/upload'],
      ['GET', '/api/evaluate/list'],
      ['GET', '/api/evaluate/order?orderId=1'],
      ['GET', '/api/orderInform/list'],
      ['GET', '/api/orderInform/unread'],
      ['POST', '/api/orderInform/read'],
      ['POST', '/api/orderInform/readAll'],
      ['GET', '/api/invoice/list'],
      ['GET', '/api/invoice/form'],
      ['POST', '/api/invoice/apply'],
      ['GET', '/api/billInfo/down/1'],
    ];
    for (const [method, path] of calls) {
      const r = await anon.call(method, path, method === 'POST' ? {} : undefined);
      expect([r.http, r.status, r.msg], `${method} ${path}`).toEqual([401, 401, '请先登录']);
    }
  });

  it("the form's key sent again answers the record already made: a retry after a lost answer makes no second claim", async () => {
    const me = await newCompany(base, dataDir);
    const o = await completedOrder(base, dataDir, me);
    const line = (await claimable(me.api, o.id)).lines[0]!;
    // A claim on 1 unit of several: without the key, the retry would be a second claim on another unit.
    expect(line.num).toBeGreaterThan(1);
    const body = { ...asBody(o.id, line.id), idempotencyKey: `as${Date.now().toString(36)}retry` };
    const first = await me.api.post('/api/afterSales/submit', body);
    expect(first.status, first.msg).toBe(200);
    const again = await Promise.all([me.api.post('/api/afterSales/submit', body), me.api.post('/api/afterSales/submit', body)]);
    for (const r of again) expect([r.status, r.data]).toEqual([200, first.data]);
    const mine = (await me.api.get('/api/afterSales/list?limit=50')).data.list as { orderId: number }[];
    expect(mine.filter((r) => r.orderId === o.id)).toHaveLength(1);
    // Another key is another application; a malformed key is refused in Chinese.
    const other = await me.api.post('/api/afterSales/submit', { ...body, idempotencyKey: `${body.idempotencyKey}2` });
    expect(other.status, other.msg).toBe(200);
    expect(other.data.id).not.toBe(first.data.id);
    const bad = await me.api.post('/api/afterSales/submit', { ...body, idempotencyKey: '坏' });
    expect([bad.http, bad.msg]).toEqual([400, '提交标识格式不正确，请刷新页面后重试']);
  });

  it('return and refund: submit → approve → ship back → receive → refund, logged, order fully refunded', async () => {
    const me = await newCompany(base, dataDir);
    const o = await completedOrder(base, dataDir, me);
    const form = await claimable(me.api, o.id);
    expect(form.refusal).toBeNull();
    const line = form.lines[0]!;
    expect(line.cap).toBe(line.lineTotal);
    const photo = await uploadPhoto(base, me.token, '/api/afterSales/upload');
    expect(photo.status, photo.msg).toBe(200);

    const s = await me.api.post('/api/afterSales/submit', {
      orderId: o.id,
      orderLineId: line.id,
      type: 2,
      reason: '印刷质量问题',
      description: '颜色偏差',
      imageIds: [photo.data.id],
      num: line.num,
      refundAmount: line.cap,
    });
    expect(s.status, s.msg).toBe(200);
    expect(s.msg).toBe('售后申请已提交，请等待平台审核');
    expect(s.data.asNo).toMatch(/^SH\d{20}$/);
    expect(await orderState(me.api, o.id)).toBe('aftersale');

    // Another company never sees or touches it.
    for (const r of [
      await other.api.get(`/api/afterSales/detail/${s.data.id}`),
      await other.api.post('/api/afterSales/cancel', { id: s.data.id }),
      await other.api.get(`/api/afterSales/form?orderId=${o.id}`),
      await other.api.get(`/api/afterSales/refund?orderId=${o.id}`),
    ]) {
      expect(r.http).toBe(404);
    }
    expect((await other.api.get('/api/afterSales/list')).data.list.map((x: any) => x.id)).not.toContain(s.data.id);

    // The buyer cannot ship back before approval; the operator cannot receive before the goods are sent.
    const early = await me.api.post('/api/afterSales/shipBack', { id: s.data.id, carrier: '顺丰速运', trackingNo: 'SF1234567' });
    expect([early.http, early.msg]).toEqual([409, '售后单当前状态为「待审核」，不能寄回商品']);
    const recv = await ops(dataDir, 'aftersale:receive', s.data.asNo);
    expect(recv.code).toBe(1);
    expect(recv.err).toContain('不能确认收到退货');

    const unreadBefore = (await me.api.get('/api/orderInform/unread')).data.count;
    expect(await opsOk(dataDir, 'aftersale:approve', s.data.asNo)).toContain('已同意');
    expect((await me.api.get('/api/orderInform/unread')).data.count).toBe(unreadBefore + 1);
    const detail = await me.api.get(`/api/afterSales/detail/${s.data.id}`);
    expect(detail.data.returnAddress).toContain('张江路');
    expect(detail.data.actions).toEqual(['shipBack', 'cancel']);
    expect(detail.data.images).toEqual([photo.data.url]);

    const ship = await me.api.post('/api/afterSales/shipBack', { id: s.data.id, carrier: '顺丰速运', trackingNo: 'SF7712004583621' });
    expect(ship.status, ship.msg).toBe(200);
    await opsOk(dataDir, 'aftersale:receive', s.data.asNo);
    const late = await me.api.post('/api/afterSales/cancel', { id: s.data.id });
    expect([late.http, late.msg]).toEqual([409, '售后单当前状态为「平台已收货」，不能撤销申请']);
    expect(await opsOk(dataDir, 'aftersale:refund', s.data.asNo)).toContain('已退款');
    const again = await ops(dataDir, 'aftersale:refund', s.data.asNo);
    expect(again.code).toBe(1);

    const final = await me.api.get(`/api/afterSales/detail/${s.data.id}`);
    expect(final.data.state).toBe('refunded');
    expect(final.data.timeline.map((t: any) => [t.from, t.to, t.actorType])).toEqual([
      ['', 'submitted', 'user'],
      ['submitted', 'approved', 'operator'],
      ['approved', 'returning', 'user'],
      ['returning', 'received', 'operator'],
      ['received', 'refunded', 'operator'],
    ]);
    expect(await orderState(me.api, o.id)).toBe('refunded');
    const progress = await me.api.get(`/api/afterSales/refund?orderId=${o.id}`);
    expect(progress.data).toMatchObject({ refunded: line.cap, pending: 0 });
    const notices = await me.api.get('/api/orderInform/list?limit=50');
    expect(notices.data.list.map((n: any) => n.title)).toEqual(
      expect.arrayContaining(['售后申请已同意', '平台已收到退货', '退款已完成', '订单已发货', '付款已确认']),
    );
  });

  it('refund never above the line cost: over the cap, proportional for part of the quantity, remainder for the rest, one winner in a race', async () => {
    const me = await newCompany(base, dataDir);
    const o = await completedOrder(base, dataDir, me, 4);
    const line = (await claimable(me.api, o.id)).lines[0]!;
    const body = (num: number, refundAmount: number) => ({
      orderId: o.id,
      orderLineId: line.id,
      type: 1,
      reason: '数量短缺',
      num,
      refundAmount,
    });
    const over = await me.api.post('/api/afterSales/submit', body(line.num, line.cap + 1));
    expect([over.http, over.msg]).toEqual([400, `退款金额不能超过${formatPrice(line.cap)}`]);
    const tooMany = await me.api.post('/api/afterSales/submit', body(line.num + 1, 1));
    expect(tooMany.msg).toMatch(new RegExp(`^售后数量不能超过${line.num}`));
    const half = Math.floor((line.cap * 1) / line.num);
    expect((await me.api.post('/api/afterSales/submit', body(1, half + 1))).http).toBe(400);
    const first = await me.api.post('/api/afterSales/submit', body(1, half));
    expect(first.status, first.msg).toBe(200);

    // The rest: five parallel claims for the remaining units, each for the whole remainder; exactly one wins.
    const left = await claimable(me.api, o.id);
    expect(left.lines[0]).toMatchObject({ leftNum: line.num - 1, leftAmount: line.cap - half, maxForAll: line.cap - half });
    const race = await Promise.all(
      Array.from({ length: 5 }, () => me.api.post('/api/afterSales/submit', body(line.num - 1, line.cap - half))),
    );
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of race.filter((x) => x.status !== 200)) expect(r.msg).toMatch(/已全部申请售后|售后数量不能超过/);
    const list = await me.api.get(`/api/afterSales/list?orderId=${o.id}`);
    expect(list.data.list.reduce((s: number, r: any) => s + r.refundAmount, 0)).toBe(line.cap);

    // A cancelled record frees its part again.
    expect((await me.api.post('/api/afterSales/cancel', { id: first.data.id })).msg).toBe('售后申请已撤销');
    expect((await claimable(me.api, o.id)).lines[0]).toMatchObject({ leftNum: 1, leftAmount: half });
    expect(await orderState(me.api, o.id)).toBe('aftersale');
  });

  it('申请售后 is offered only while a line has units left to claim (order detail, 退款进度, the refund answer)', async () => {
    const who = await newCompany(base, dataDir);
    const o = await paidOrder(base, dataDir, who, 4);
    const line = (await claimable(who.api, o.id)).lines[0]!;
    const page = async (path: string) => (await fetch(`${base}${path}`, { headers: { cookie: `qili_token=${who.token}` } })).text();
    const offered = async () => ({
      detail: (await page(`/orderDetail/${o.id}`)).includes(`href="/submitAS?orderId=${o.id}"`),
      progress: (await page(`/cart/refund?orderId=${o.id}`)).includes(`href="/submitAS?orderId=${o.id}"`),
      answer: (await who.api.get(`/api/afterSales/refund?orderId=${o.id}`)).data.mayApply,
    });
    expect((await submitAs(who.api, o.id, line.id, 1, 2)).status).toBe(200);
    expect(await offered()).toEqual({ detail: true, progress: true, answer: true });
    // Every unit claimed (as a group-buy refund the platform opens claims them all): the form would say 已全部申请售后.
    expect((await submitAs(who.api, o.id, line.id, 1, 2)).status).toBe(200);
    expect(await offered()).toEqual({ detail: false, progress: false, answer: false });
  });

  it('退款进度 says a shipped order keeps its freight (实付 less 已退款 was left unexplained); an order never shipped keeps none', async () => {
    const who = await newCompany(base, dataDir);
    const page = async (id: number) =>
      (await fetch(`${base}/cart/refund?orderId=${id}`, { headers: { cookie: `qili_token=${who.token}` } })).text();
    // One unit of a spot sample, under the free-shipping threshold (a few of them cost more: the next SKU then).
    let shipped = await completedOrder(base, dataDir, who, 1);
    let freight = 0;
    for (let tries = 0; (freight = (await who.api.get(`/api/order/detail/${shipped.id}`)).data.freight) === 0 && tries < 5; tries++)
      shipped = await completedOrder(base, dataDir, who, 1);
    expect(freight, 'one unit ships with freight').toBeGreaterThan(0);
    const line = (await claimable(who.api, shipped.id)).lines[0]!;
    const s = await submitAs(who.api, shipped.id, line.id, 1, line.num);
    expect(s.status, s.msg).toBe(200);
    await opsOk(dataDir, 'aftersale:approve', s.data.asNo);
    await opsOk(dataDir, 'aftersale:refund', s.data.asNo);
    const progress = (await who.api.get(`/api/afterSales/refund?orderId=${shipped.id}`)).data;
    expect(progress).toMatchObject({ payable: shipped.payable, refunded: 1, freightKept: freight });
    expect((await page(shipped.id)).includes(`${formatPrice(freight)} 不退（订单已发货，运费用于配送）`)).toBe(true);
    const unshipped = await paidOrder(base, dataDir, who, 1);
    expect((await who.api.get(`/api/afterSales/refund?orderId=${unshipped.id}`)).data.freightKept).toBe(0);
    expect((await page(unshipped.id)).includes('运费用于配送')).toBe(false);
  });

  it('a rejected record offers 重新申请 on its line while the line can still be claimed (the reason asks to apply again)', async () => {
    const who = await newCompany(base, dataDir);
    const o = await paidOrder(base, dataDir, who, 2);
    const line = (await claimable(who.api, o.id)).lines[0]!;
    const again = `href="/submitAS?orderId=${o.id}&amp;lineId=${line.id}"`;
    const record = async (id: number) =>
      (await fetch(`${base}/asRecordDetail?id=${id}`, { headers: { cookie: `qili_token=${who.token}` } })).text();
    const first = await submitAs(who.api, o.id, line.id, 1, 2);
    expect(first.status, first.msg).toBe(200);
    expect((await record(first.data.id)).includes(again)).toBe(false); // waiting for review: nothing to apply again for
    await opsOk(dataDir, 'aftersale:reject', first.data.asNo, '--reason', '请补充实拍图后重新申请');
    const rejected = await record(first.data.id);
    expect(rejected.includes('驳回原因：请补充实拍图后重新申请')).toBe(true);
    expect(rejected.includes(again), '重新申请 on the rejected line').toBe(true);
    expect(rejected.slice(rejected.indexOf(again))).toMatch(/^[^<]*>\s*重新申请\s*</);
    // The line claimed again in full: the rejected record no longer offers a form that would say 已全部申请售后.
    expect((await submitAs(who.api, o.id, line.id, 1, 2)).status).toBe(200);
    expect((await record(first.data.id)).includes(again)).toBe(false);
  });

  it('unshipped orders take refund-only records; a rejection puts the order back; inputs are checked', async () => {
    const me = await newCompany(base, dataDir);
    const o = await paidOrder(base, dataDir, me, 3);
    const line = (await claimable(me.api, o.id)).lines[0]!;
    const ret = await me.api.post('/api/afterSales/submit', {
      orderId: o.id,
      orderLineId: line.id,
      type: 2,
      reason: '其他',
      num: 1,
      refundAmount: 1,
    });
    expect([ret.http, ret.msg]).toEqual([409, '订单尚未发货，请选择仅退款']);
    const bad = await me.api.post('/api/afterSales/submit', {
      orderId: o.id,
      orderLineId: line.id,
      type: 1,
      reason: '不想要了',
      num: 1,
      refundAmount: 1,
    });
    expect(bad.msg).toBe('请选择售后原因');
    const tenPics = await me.api.post('/api/afterSales/submit', {
      orderId: o.id,
      orderLineId: line.id,
      type: 1,
      reason: '其他',
      num: 1,
      refundAmount: 1,
      imageIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(tenPics.msg).toBe('最多上传9张图片');
    const foreign = await uploadPhoto(base, other.token, '/api/afterSales/upload');
    const stolen = await me.api.post('/api/afterSales/submit', {
      orderId: o.id,
      orderLineId: line.id,
      type: 1,
      reason: '其他',
      num: 1,
      refundAmount: 1,
      imageIds: [foreign.data.id],
    });
    expect(stolen.msg).toBe('图片不存在或已失效，请重新上传');
    const notMine = await other.api.post('/api/afterSales/submit', {
      orderId: o.id,
      orderLineId: line.id,
      type: 1,
      reason: '其他',
      num: 1,
      refundAmount: 1,
    });
    expect(notMine.http).toBe(404);

    const s = await me.api.post('/api/afterSales/submit', {
      orderId: o.id,
      orderLineId: line.id,
      type: 1,
      reason: '交期延误',
      num: 1,
      refundAmount: 1,
    });
    expect(s.status, s.msg).toBe(200);
    expect(await orderState(me.api, o.id)).toBe('aftersale');
    // While in after-sales the order cannot ship.
    const ship = await ops(dataDir, 'order:ship', o.orderNo, '--carrier', '顺丰速运', '--tracking', 'SF99887766');
    expect(ship.err).toContain('不能发货');
    expect((await ops(dataDir, 'aftersale:reject', s.data.asNo)).err).toContain('请填写驳回原因');
    await opsOk(dataDir, 'aftersale:reject', s.data.asNo, '--reason', '订单已排产，无法退款');
    expect(await orderState(me.api, o.id)).toBe('unshipped');
    const d = await me.api.get(`/api/afterSales/detail/${s.data.id}`);
    expect(d.data).toMatchObject({ state: 'rejected', rejectReason: '订单已排产，无法退款', actions: [] });
    const cancel = await me.api.post('/api/afterSales/cancel', { id: s.data.id });
    expect([cancel.http, cancel.msg]).toEqual([409, '售后单当前状态为「已驳回」，不能撤销申请']);
  });

  it('permission aftersale: the finance sub-account gets 403; unpaid orders and other states are refused', async () => {
    const finance = await login(base, DEMO.finance);
    for (const r of [
      await finance.api.get('/api/afterSales/list'),
      await finance.api.post('/api/afterSales/upload', {}),
      await finance.api.get('/api/afterSales/form?orderId=1'),
    ]) {
      expect([r.http, r.msg]).toEqual([403, '当前账号没有售后权限，请联系企业主账号']);
    }
    const main = await login(base, DEMO.main);
    const unpaid = (await main.api.get('/api/order/list?tab=unpaid')).data.list.find((x: any) => x.state === 'unpaid');
    const f = await main.api.get(`/api/afterSales/form?orderId=${unpaid.id}`);
    expect(f.data.refusal).toBe('订单当前状态为「待付款」，不能申请售后');
  });
});
