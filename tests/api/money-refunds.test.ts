// Money from checkout to refund and invoice, on a database of its own: what a line's after-sales may refund,
// what an invoice may cover, checked against what the buyer paid.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buyer, domainDb, goods } from '../helpers/domain-db.ts';
import { cartItems, coupons, invoices, invoiceTitles, orders, userCoupons } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { createOrder } from '~/lib/server/orders/create.ts';
import { claimableLines, submitAftersale } from '~/lib/server/aftersales/submit.ts';
import { applyAs } from '~/lib/server/aftersales/state.ts';
import { asForOperator, cancelAs } from '~/lib/server/aftersales/actions.ts';
import { refundTotals } from '~/lib/server/aftersales/effects.ts';
import { refundProgress } from '~/lib/server/aftersales/read.ts';
import { newCompany, opsOk } from '../helpers/orders.ts';
import { paidOrder as paidByTransfer } from '../helpers/aftersales.ts';
import { STAFF, staffLogin } from '../helpers/staff.ts';
import { applyInvoice, invoiceableOrders } from '~/lib/server/invoices/request.ts';
import { issueInvoice, rejectInvoice } from '~/lib/server/invoices/operator.ts';

let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(inject('dbDriver'));
  db = d.db;
});
afterAll(async () => d?.dispose());

let keys = 0;

/** A coupon held by the buyer, usable now. */
async function couponFor(me: SessionUser, v: Partial<typeof coupons.$inferInsert>) {
  const [c] = await db
    .insert(coupons)
    .values({ title: v.title ?? '测试券', type: 'full', amount: 0, ...v })
    .returning();
  const now = Date.now();
  const [uc] = await db
    .insert(userCoupons)
    .values({ couponId: c!.id, userId: me.id, validFrom: new Date(now - 1000), validUntil: new Date(now + 86400_000) })
    .returning();
  return uc!.id;
}

/** A 仅退款 application for one unit of a line, as the buyer sends it. */
const claimBody = (orderId: number, orderLineId: number, refundAmount: number) => ({
  orderId,
  orderLineId,
  type: 1 as const,
  reason: '印刷质量问题' as const,
  description: '',
  imageIds: [],
  num: 1,
  refundAmount,
});
const claim = (me: SessionUser, orderId: number, orderLineId: number, refundAmount: number) =>
  submitAftersale(db, me, claimBody(orderId, orderLineId, refundAmount));

/** An order of these cart lines with the coupon, then marked paid (待发货). */
async function paidCartOrder(me: SessionUser, lines: { productId: number; skuId: number; num: number }[], userCouponId: number) {
  const cart = await db
    .insert(cartItems)
    .values(lines.map((l) => ({ userId: me.id, ...l })))
    .returning();
  const o = await createOrder(db, me, {
    cartIds: cart.map((c) => c.id),
    invoiceType: 0,
    userCouponId,
    remark: '',
    idempotencyKey: `money-${++keys}`,
  });
  await db.update(orders).set({ state: 'unshipped', paidAt: new Date() }).where(eq(orders.id, o.orderId));
  const [row] = await db.select().from(orders).where(eq(orders.id, o.orderId));
  return row!;
}

describe('a line of a couponed order refunds what was paid for it', () => {
  it('a category coupon is shared only by the lines of its category', async () => {
    const me = await buyer(db);
    const gift = await goods(db, { price: 10_000, cate1Id: 71 });
    const other = await goods(db, { price: 90_000, cate1Id: 72 });
    const uc = await couponFor(me, { title: '礼品品类减50', amount: 5000, cate1Id: 71 });
    const o = await paidCartOrder(
      me,
      [
        { ...gift, num: 1 },
        { ...other, num: 1 },
      ],
      uc,
    );
    expect(o).toMatchObject({ goodsTotal: 100_000, discount: 5000, payable: 95_000 });
    const lines = await claimableLines(db, o);
    const [g, x] = [lines.find((l) => l.productId === gift.productId)!, lines.find((l) => l.productId === other.productId)!];
    // The coupon took ¥50 off the gift alone: the gift was paid ¥50, the other goods their full ¥900.
    expect(g.cap).toBe(5000);
    expect(x.cap).toBe(90_000);
    const over = await claim(me, o.id, g.id, 5001).catch((e) => e);
    expect(over.message).toBe('退款金额不能超过¥50.00');
    // The back office's record names what the buyer paid for the line (¥50), not the line's total (¥100).
    const r = await claim(me, o.id, g.id, 5000);
    expect(await asForOperator(db, r.id)).toMatchObject({ linePaid: 5000, line: { lineTotal: 10_000 }, r: { refundAmount: 5000 } });
  });
});

/** A paid order (待发货) of `num` units at ¥100, no coupon. */
async function paidOrder(me: SessionUser, num: number) {
  const g = await goods(db, { price: 10_000 });
  const o = await createOrder(db, me, {
    buyNow: { ...g, num },
    invoiceType: 0,
    userCouponId: 0,
    remark: '',
    idempotencyKey: `money-${++keys}`,
  });
  await db.update(orders).set({ state: 'unshipped', paidAt: new Date() }).where(eq(orders.id, o.orderId));
  return (await db.select().from(orders).where(eq(orders.id, o.orderId)))[0]!;
}

/** One unit of the order's line refunded (仅退款, approved and refunded by the operator). */
async function refundOneUnit(me: SessionUser, orderId: number, amount: number) {
  const [line] = await claimableLines(db, { id: orderId, discount: 0, freight: 0, shippedAt: null });
  const r = await claim(me, orderId, line!.id, amount);
  await db.transaction(async (tx) => {
    await applyAs(tx, r.id, 'approve', { type: 'operator' });
    await applyAs(tx, r.id, 'refund_only', { type: 'operator' });
  });
}

/** Approves and refunds a record, as the operator does. */
const approveAndRefund = (id: number) =>
  db.transaction(async (tx) => {
    await applyAs(tx, id, 'approve', { type: 'operator' });
    await applyAs(tx, id, 'refund_only', { type: 'operator' });
  });

/** A paid two-line order (¥100 each, freight ¥15: payable ¥215) and its lines. */
async function twoLineOrder(me: SessionUser) {
  const [a, b] = [await goods(db, { price: 10_000 }), await goods(db, { price: 10_000 })];
  const o = await paidCartOrder(
    me,
    [
      { ...a, num: 1 },
      { ...b, num: 1 },
    ],
    0,
  );
  expect(o).toMatchObject({ goodsTotal: 20_000, freight: 1500, payable: 21_500 });
  const [la, lb] = await claimableLines(db, o);
  return { o, la: la!, lb: lb! };
}

describe('the freight of an order never shipped comes back with its last refund', () => {
  it('refunding every line in full refunds the payable: the last claim may ask the freight, and says so', async () => {
    const me = await buyer(db);
    const { o, la, lb } = await twoLineOrder(me);
    // While the other line is open neither line carries the freight.
    expect([la.freight, la.maxForAll, lb.freight, lb.maxForAll]).toEqual([0, 10_000, 0, 10_000]);
    expect((await claim(me, o.id, la.id, 10_001).catch((e) => e)).message).toBe('退款金额不能超过¥100.00');
    const ra = await claim(me, o.id, la.id, 10_000);
    const b = (await claimableLines(db, o)).find((l) => l.id === lb.id)!;
    expect({ freight: b.freight, maxForAll: b.maxForAll, cap: b.cap }).toEqual({ freight: 1500, maxForAll: 11_500, cap: 10_000 });
    expect((await claim(me, o.id, lb.id, 11_501).catch((e) => e)).message).toBe('退款金额不能超过¥115.00（含运费¥15.00）');
    const rb = await claim(me, o.id, lb.id, 11_500);
    // Staff see the line's paid amount and the freight on top of it.
    expect(await asForOperator(db, rb.id)).toMatchObject({ linePaid: 10_000, freightIncluded: 1500, r: { refundAmount: 11_500 } });
    expect(await asForOperator(db, ra.id)).toMatchObject({ freightIncluded: 0 });
    await approveAndRefund(ra.id);
    await approveAndRefund(rb.id);
    expect(await refundTotals(db, o.id)).toEqual({ refunded: 21_500, pending: 0 });
    expect((await db.select().from(orders).where(eq(orders.id, o.id)))[0]!.state).toBe('refunded');
  });

  it('a partial claim takes no freight; the freight is free again when its record is withdrawn, and taken once', async () => {
    const me = await buyer(db);
    const o = await paidOrder(me, 2);
    const [line] = await claimableLines(db, o);
    // Both units: the last of the order, with the freight. One unit: goods only.
    expect({ freight: line!.freight, maxForAll: line!.maxForAll }).toEqual({ freight: 1500, maxForAll: 21_500 });
    expect((await claim(me, o.id, line!.id, 10_001).catch((e) => e)).message).toBe('退款金额不能超过¥100.00');
    const one = await claim(me, o.id, line!.id, 10_000);
    await approveAndRefund(one.id);
    expect(await refundTotals(db, o.id)).toEqual({ refunded: 10_000, pending: 0 });
    expect((await db.select().from(orders).where(eq(orders.id, o.id)))[0]!.state).toBe('unshipped');
    // The last unit: its goods and the freight.
    const last = await claim(me, o.id, line!.id, 11_500);
    await cancelAs(db, me, last.id);
    const again = await claim(me, o.id, line!.id, 11_500);
    await approveAndRefund(again.id);
    expect(await refundTotals(db, o.id)).toEqual({ refunded: 21_500, pending: 0 });
  });

  it('two last claims at once on different lines: the freight is refunded once', async () => {
    const me = await buyer(db);
    const { o, la, lb } = await twoLineOrder(me);
    // Line A asks its goods, line B its goods and the freight, at once: B's is the last claim only if A's is in first.
    const [a, b] = await Promise.allSettled([claim(me, o.id, la.id, 10_000), claim(me, o.id, lb.id, 11_500)]);
    expect(a.status).toBe('fulfilled');
    if (b.status === 'rejected') {
      expect(b.reason.message).toBe('退款金额不能超过¥100.00');
      await claim(me, o.id, lb.id, 11_500);
    }
    // Every line claimed in full, the freight once: what is asked is the payable.
    expect(await refundTotals(db, o.id)).toEqual({ refunded: 0, pending: 21_500 });
    expect((await claimableLines(db, o)).map((l) => [l.leftNum, l.freight])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('a shipped order refunds its goods only: the freight paid for the delivery', async () => {
    const me = await buyer(db);
    const o = await paidOrder(me, 1);
    await db.update(orders).set({ state: 'shipped', shippedAt: new Date() }).where(eq(orders.id, o.id));
    const shipped = (await db.select().from(orders).where(eq(orders.id, o.id)))[0]!;
    const [line] = await claimableLines(db, shipped);
    expect({ freight: line!.freight, maxForAll: line!.maxForAll }).toEqual({ freight: 0, maxForAll: 10_000 });
    expect((await claim(me, o.id, line!.id, 11_500).catch((e) => e)).message).toBe('退款金额不能超过¥100.00');
    const r = await claim(me, o.id, line!.id, 10_000);
    await approveAndRefund(r.id);
    expect(await refundTotals(db, o.id)).toEqual({ refunded: 10_000, pending: 0 });
  });
});

describe('an invoice request covers what was paid when it is issued', () => {
  it('a refund after the request keeps it from being issued for the old amount; a new request has the new amount', async () => {
    const me = await buyer(db);
    const [title] = await db
      .insert(invoiceTitles)
      .values({ companyId: me.companyId, userId: me.id, type: 1, title: '测试开票公司', taxNo: '91310000MA1FL0XX1X' })
      .returning();
    const o = await paidOrder(me, 2);
    expect(o).toMatchObject({ goodsTotal: 20_000, freight: 1500, payable: 21_500 });
    const inv = await applyInvoice(db, me, { orderIds: [o.id], titleId: title!.id, remark: '' });
    expect(inv.amount).toBe(21_500);
    // After-sales stays open to the buyer while the request waits: one unit is refunded.
    await refundOneUnit(me, o.id, 10_000);
    expect((await db.select().from(orders).where(eq(orders.id, o.id)))[0]!.state).toBe('unshipped');
    const [row] = await db.select().from(invoices).where(eq(invoices.id, inv.id));
    const refused = await issueInvoice(db, row!, '/nonexistent/fapiao.pdf').catch((e) => e);
    expect([refused.status, refused.message]).toEqual([
      409,
      `订单 ${o.orderNo} 申请开票后已退款，可开票金额由¥215.00变为¥115.00，请驳回该申请，由买家重新申请`,
    ]);
    expect((await db.select().from(invoices).where(eq(invoices.id, inv.id)))[0]!.state).toBe('requested');
    // The amount a new request would take is what is left.
    await rejectInvoice(db, row!, '订单已部分退款，请重新申请');
    expect((await invoiceableOrders(db, me, [o.id])).map((x) => x.amount)).toEqual([11_500]);
  });
});

describe("an order's refunds, counted whole", () => {
  it('the refund progress counts every record of the order, not the first page of them', async () => {
    const me = await buyer(db);
    const o = await paidOrder(me, 2);
    await refundOneUnit(me, o.id, 10_000);
    const [line] = await claimableLines(db, o);
    // Fifty applications made and withdrawn after the refund: the page lists fifty records, newest first.
    for (let i = 0; i < 50; i++) {
      const r = await claim(me, o.id, line!.id, 100);
      await cancelAs(db, me, r.id);
    }
    const p = await refundProgress(db, me, o.id);
    expect({ refunded: p.refunded, pending: p.pending, payable: p.payable }).toEqual({ refunded: 10_000, pending: 0, payable: 21_500 });
  });
});

describe('one refund, the same numbers on every page', () => {
  it("the buyer's 退款进度, the back office's order and order:show say the same 已退款 and 处理中", async () => {
    const base = inject('baseUrl');
    const dataDir = inject('dataDir');
    const me = await newCompany(base, dataDir);
    const o = await paidByTransfer(base, dataDir, me, 4);
    const form = (await me.api.get(`/api/afterSales/form?orderId=${o.id}`)).data;
    const apply = (refundAmount: number) => me.api.post('/api/afterSales/submit', claimBody(o.id, form.lines[0].id, refundAmount));
    const done = await apply(1);
    expect(done.status, done.msg).toBe(200);
    await opsOk(dataDir, 'aftersale:approve', done.data.asNo);
    await opsOk(dataDir, 'aftersale:refund', done.data.asNo);
    const open = await apply(2);
    expect(open.status, open.msg).toBe(200);

    expect((await me.api.get(`/api/afterSales/refund?orderId=${o.id}`)).data).toMatchObject({ refunded: 1, pending: 2 });
    const operator = await staffLogin(base, STAFF.operator);
    const page = (await operator.page(`/admin/orders/${o.id}`)).html.replace(/<!--.*?-->/g, '');
    expect(page).toContain('<dt>已退款</dt>');
    expect(page).toMatch(/¥0\.01\s*（处理中 ¥0\.02）/);
    expect(await opsOk(dataDir, 'order:show', o.orderNo)).toContain('已退款 ¥0.01（处理中 ¥0.02）');
  });
});
