// The order domain against a real database of its own (PGlite, or PostgreSQL when the suite runs on it).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buyer, domainDb, goods } from '../helpers/domain-db.ts';
import {
  coupons,
  discountGoods,
  files,
  invoices,
  invoiceTitles,
  orders,
  products,
  skus,
  tierPrices,
  userCoupons,
} from '~/lib/server/db/schema/index.ts';
import { takeStock } from '~/lib/server/catalogue/stock.ts';
import { goodsKey, loadGoods, priceLine } from '~/lib/server/orders/goods.ts';
import { historyOf } from '~/lib/server/state/log.ts';
import { ApiError } from '~/lib/server/http.ts';
import { createOrder } from '~/lib/server/orders/create.ts';
import { previewSettlement } from '~/lib/server/orders/settle.ts';
import { sweepExpired } from '~/lib/server/orders/sweep.ts';
import { listOrders } from '~/lib/server/orders/read.ts';
import { applyInvoice } from '~/lib/server/invoices/request.ts';
import {
  ACTIONS,
  ORDER_STATES,
  refusal,
  runTransition,
  targetsOf,
  TRANSITIONS,
  type Actor,
  type ActorType,
  type OrderState,
} from '~/lib/server/orders/state.ts';

let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(inject('dbDriver'));
  db = d.db;
});
afterAll(async () => d?.dispose());

const ACT: Record<ActorType, Actor> = {
  user: { type: 'user', userId: 0, name: '买家' },
  operator: { type: 'operator' },
  system: { type: 'system' },
};
let keys = 0;

async function orderIn(state: OrderState) {
  const me = await buyer(db);
  const g = await goods(db);
  const o = await createOrder(db, me, { buyNow: { ...g, num: 1 }, invoiceType: 0, remark: '', idempotencyKey: `dom-key-${++keys}` });
  await db.update(orders).set({ state }).where(eq(orders.id, o.orderId));
  return { ...o, me, g };
}

const logOf = (orderId: number) => historyOf(db, 'order', orderId);

describe('transition() on the database', () => {
  it('applies every allowed transition and logs who, when, from and to in the same transaction', async () => {
    let n = 0;
    for (const action of ACTIONS) {
      const rule = TRANSITIONS[action];
      for (const from of rule.from) {
        for (const [to, who] of targetsOf(action).flatMap((t) => rule.by.map((w) => [t, w] as const))) {
          const o = await orderIn(from);
          const actor = who === 'user' ? { type: 'user' as const, userId: o.me.id, name: '买家甲' } : ACT[who];
          const t0 = Date.now();
          const row = await runTransition(db, o.orderId, action, actor, { to, note: `测试${action}` });
          expect(row.state).toBe(to);
          const last = (await logOf(o.orderId)).at(-1)!;
          expect(last).toMatchObject({
            action,
            fromState: from,
            toState: to,
            actorType: who,
            note: `测试${action}`,
            actorUserId: who === 'user' ? o.me.id : null,
          });
          expect(last.at.getTime()).toBeGreaterThanOrEqual(t0 - 1000);
          n++;
        }
      }
    }
    expect(n).toBe(34);
  });

  it('refuses every transition not in the table, with a clear message, changing nothing', async () => {
    const o = await orderIn('unpaid');
    for (const state of ORDER_STATES) {
      await db.update(orders).set({ state }).where(eq(orders.id, o.orderId));
      for (const action of ACTIONS) {
        const rule = TRANSITIONS[action];
        if ((rule.from as readonly string[]).includes(state)) continue;
        const before = (await logOf(o.orderId)).length;
        const err = await runTransition(db, o.orderId, action, ACT[rule.by[0]!], { to: targetsOf(action)[0] }).catch((e) => e);
        expect(err).toBeInstanceOf(ApiError);
        expect(err.http).toBe(409);
        expect(err.message).toBe(refusal(state, action, rule.by[0]!, targetsOf(action)[0]));
        expect(err.message).toContain('不能');
        const [row] = await db.select().from(orders).where(eq(orders.id, o.orderId));
        expect(row!.state).toBe(state);
        expect((await logOf(o.orderId)).length).toBe(before);
      }
    }
    // and a wrong actor is refused even from the right state
    await db.update(orders).set({ state: 'unshipped' }).where(eq(orders.id, o.orderId));
    await expect(runTransition(db, o.orderId, 'ship', { type: 'user', userId: o.me.id, name: 'x' })).rejects.toThrow(
      '「发货」需由平台运营处理',
    );
  });
});

describe('reservation, coupons and the sweeper', () => {
  it('offers usable coupons best first, reserves the chosen one and gives it back on cancel', async () => {
    const me = await buyer(db);
    const g = await goods(db, { price: 20_000, stock: 10, cate1Id: 7 });
    const now = Date.now();
    const mk = async (v: Partial<typeof coupons.$inferInsert>, until = now + 86400_000) => {
      const [c] = await db
        .insert(coupons)
        .values({ title: v.title!, type: 'full', amount: 0, ...v })
        .returning();
      const [uc] = await db
        .insert(userCoupons)
        .values({ couponId: c!.id, userId: me.id, validFrom: new Date(now - 1000), validUntil: new Date(until) })
        .returning();
      return uc!.id;
    };
    const small = await mk({ title: '满100减10', amount: 1000, minAmount: 10_000 });
    const big = await mk({ title: '9折券', type: 'discount', rate: 90, amount: 0 });
    await mk({ title: '满1000减100', amount: 10_000, minAmount: 100_000 });
    await mk({ title: '其他品类', amount: 5000, cate1Id: 99 });
    await mk({ title: '已过期', amount: 9000 }, now - 1000);
    const pre = await previewSettlement(db, me, { buyNow: { ...g, num: 2 }, invoiceType: 0 });
    expect(pre.coupons.map((c) => c.title)).toEqual(['9折券', '满100减10']);
    expect(pre.userCouponId).toBe(big);
    expect(pre.totals).toEqual({ goodsTotal: 40_000, freight: 0, discount: 4000, payable: 36_000 });

    const o = await createOrder(db, me, {
      buyNow: { ...g, num: 2 },
      invoiceType: 0,
      userCouponId: small,
      remark: '',
      idempotencyKey: 'dom-coupon-1',
    });
    expect(o.payable).toBe(39_000);
    const [uc] = await db.select().from(userCoupons).where(eq(userCoupons.id, small));
    expect(uc).toMatchObject({ status: 1, orderId: o.orderId });
    const reuse = await createOrder(db, me, {
      buyNow: { ...g, num: 2 },
      invoiceType: 0,
      userCouponId: small,
      remark: '',
      idempotencyKey: 'dom-coupon-2',
    }).catch((e) => e);
    expect(reuse.message).toBe('优惠券不可用，请重新选择');
    const [s1] = await db.select().from(skus).where(eq(skus.id, g.skuId));
    expect(s1!.stock).toBe(8);

    await runTransition(db, o.orderId, 'cancel', { type: 'user', userId: me.id, name: 'x' });
    const [s2] = await db.select().from(skus).where(eq(skus.id, g.skuId));
    expect(s2!.stock).toBe(10);
    const [uc2] = await db.select().from(userCoupons).where(eq(userCoupons.id, small));
    expect(uc2).toMatchObject({ status: 0, orderId: null });
  });

  it('the sweeper cancels unpaid orders past their deadline (stock back), and leaves the rest', async () => {
    const late = await orderIn('unpaid');
    const fresh = await orderIn('unpaid');
    const waiting = await orderIn('confirming');
    const stockOf = async (skuId: number) => (await db.select().from(skus).where(eq(skus.id, skuId)))[0]!.stock;
    expect(await stockOf(late.g.skuId)).toBe(99);
    const past = new Date(Date.now() - 1000);
    await db.update(orders).set({ payDeadline: past }).where(eq(orders.id, late.orderId));
    await db.update(orders).set({ payDeadline: past }).where(eq(orders.id, waiting.orderId));
    const n = await sweepExpired(db, { companyId: late.me.companyId });
    expect(n).toBe(1);
    const state = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!.state;
    expect(await state(late.orderId)).toBe('cancelled');
    expect(await stockOf(late.g.skuId)).toBe(100);
    expect((await logOf(late.orderId)).at(-1)).toMatchObject({
      action: 'expire',
      actorType: 'system',
      fromState: 'unpaid',
      toState: 'cancelled',
    });
    expect(await sweepExpired(db, { now: new Date(Date.now() + 2 * 86400_000), companyId: fresh.me.companyId })).toBe(1);
    expect(await state(fresh.orderId)).toBe('cancelled');
    expect(await state(waiting.orderId)).toBe('confirming');
  });

  it('takes stock from the SKU and its product: one SKU in one statement, several in SKU order; too little changes nothing', async () => {
    const a = await goods(db, { stock: 10 });
    const b = await goods(db, { stock: 5 });
    const stockOf = async (g: { productId: number; skuId: number }) => [
      (await db.select().from(skus).where(eq(skus.id, g.skuId)))[0]!.stock,
      (await db.select().from(products).where(eq(products.id, g.productId)))[0]!.stock,
    ];
    const take = (needs: { productId: number; skuId: number; num: number; name: string }[]) => db.transaction((tx) => takeStock(tx, needs));
    await take([{ ...a, num: 3, name: 'A' }]);
    expect(await stockOf(a)).toEqual([7, 7]);
    // The same SKU twice is one SKU of 4.
    await take([
      { ...a, num: 1, name: 'A' },
      { ...a, num: 3, name: 'A' },
    ]);
    expect(await stockOf(a)).toEqual([3, 3]);
    await take([
      { ...b, num: 2, name: 'B' },
      { ...a, num: 1, name: 'A' },
    ]);
    expect([await stockOf(a), await stockOf(b)]).toEqual([
      [2, 2],
      [3, 3],
    ]);
    await expect(take([{ ...a, num: 3, name: '甲' }])).rejects.toThrow('「甲」库存不足');
    await expect(
      take([
        { ...a, num: 1, name: '甲' },
        { ...b, num: 4, name: '乙' },
      ]),
    ).rejects.toThrow('「乙」库存不足');
    expect([await stockOf(a), await stockOf(b)]).toEqual([
      [2, 2],
      [3, 3],
    ]);
  });

  it('reads goods in one statement with their tiers and the discount running now, and no other', async () => {
    const [a, b, c] = [await goods(db, { price: 1000 }), await goods(db, { price: 2000 }), await goods(db, { price: 3000 })];
    await db.insert(tierPrices).values([
      { productId: a.productId, minQty: 10, price: 900 },
      { productId: a.productId, minQty: 50, price: 800 },
    ]);
    const now = Date.now();
    await db.insert(discountGoods).values([
      { productId: a.productId, rate: 88, label: '' },
      { productId: b.productId, rate: 70, label: '七折', endAt: new Date(now - 1000) }, // ended
      { productId: c.productId, rate: 60, label: '', startAt: new Date(now + 3600_000) }, // not yet
    ]);
    const g = await loadGoods(db, [a, b, c, { productId: b.productId, skuId: a.skuId }]);
    // A SKU named with another product's id is not those goods.
    expect([...g.keys()].sort()).toEqual([a, b, c].map((x) => goodsKey(x.productId, x.skuId)).sort());
    const ga = g.get(goodsKey(a.productId, a.skuId))!;
    expect([ga.product.id, ga.sku.id, ga.product.price]).toEqual([a.productId, a.skuId, 1000]);
    expect([...ga.tiers].sort((x, y) => x.minQty - y.minQty)).toEqual([
      { minQty: 10, price: 900 },
      { minQty: 50, price: 800 },
    ]);
    expect(ga.discount).toEqual({ rate: 88, label: '8.8折' });
    expect(priceLine(ga, 60)).toMatchObject({ unitPrice: 704, listUnitPrice: 800, lineTotal: 60 * 704 });
    expect(g.get(goodsKey(b.productId, b.skuId))!.discount).toBeNull();
    expect(g.get(goodsKey(c.productId, c.skuId))).toMatchObject({ discount: null, tiers: [] });
    // Once the start passes, the same prepared statement finds it.
    expect((await loadGoods(db, [c], new Date(now + 7200_000))).get(goodsKey(c.productId, c.skuId))!.discount).toEqual({
      rate: 60,
      label: '6折',
    });
  });

  it('an order list never shows an overdue unpaid order as unpaid: it sweeps first, on and off the page', async () => {
    const me = await buyer(db);
    const place = async () => {
      const g = await goods(db);
      return (await createOrder(db, me, { buyNow: { ...g, num: 1 }, invoiceType: 0, remark: '', idempotencyKey: `dom-key-${++keys}` }))
        .orderId;
    };
    const [oldest, middle, newest] = [await place(), await place(), await place()];
    const overdue = async (id: number) =>
      db
        .update(orders)
        .set({ payDeadline: new Date(Date.now() - 1000) })
        .where(eq(orders.id, id));
    const stateOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!.state;
    const list = (tab: string, limit = 10) => listOrders(db, me, { tab, page: 1, limit });

    // Off the page: the overdue order is the oldest; page 1 of one shows only the newest, and the total is the window's.
    await overdue(oldest);
    const first = await list('all', 1);
    expect(first.list.map((o) => [o.id, o.state])).toEqual([[newest, 'unpaid']]);
    expect(first.total).toBe(3);
    expect(first.list[0]!.lines).toHaveLength(1);
    expect(await stateOf(oldest)).toBe('cancelled');
    expect((await list('cancelled')).list.map((o) => o.id)).toEqual([oldest]);

    // On the page: the overdue order shows as cancelled, not as waiting for payment.
    await overdue(middle);
    const unpaid = await list('unpaid');
    expect(unpaid.list.map((o) => o.id)).toEqual([newest]);
    expect(unpaid.total).toBe(1);

    // An empty page cannot tell: it sweeps anyway (the newest goes overdue; the cancelled tab is asked first).
    await overdue(newest);
    expect((await list('unpaid')).list).toEqual([]);
    expect(await stateOf(newest)).toBe('cancelled');
    const cancelled = await list('cancelled');
    expect(cancelled.list.map((o) => [o.id, o.stateName])).toEqual([
      [newest, '已取消'],
      [middle, '已取消'],
      [oldest, '已取消'],
    ]);
    // Past the last page: no rows, and the total still counted.
    const past = await listOrders(db, me, { tab: 'all', page: 5, limit: 1 });
    expect([past.list.length, past.total]).toEqual([0, 3]);
  });

  it("refuses another company's artwork files and unapproved companies", async () => {
    const me = await buyer(db);
    const other = await buyer(db);
    const g = await goods(db, { type: 2 });
    const [f] = await db
      .insert(files)
      .values({
        key: 'a'.repeat(32),
        kind: 'artwork',
        userId: other.id,
        companyId: other.companyId,
        storedName: 'x',
        mime: 'application/pdf',
        size: 1,
      })
      .returning();
    const err = await createOrder(db, me, {
      buyNow: { ...g, num: 1, custom: { artworkFileIds: [f!.id] } },
      invoiceType: 0,
      remark: '',
      idempotencyKey: 'dom-art-1',
    }).catch((e) => e);
    expect(err.message).toBe('设计稿文件不存在，请重新上传');
    const ok = await createOrder(db, other, {
      buyNow: { ...g, num: 1, custom: { artworkFileIds: [f!.id], note: '按稿印刷' } },
      invoiceType: 0,
      remark: '',
      idempotencyKey: 'dom-art-2',
    });
    expect(ok.state).toBe('quoting');
    const pending = await buyer(db, 'pending');
    await expect(
      createOrder(db, pending, { buyNow: { ...g, num: 1 }, invoiceType: 0, remark: '', idempotencyKey: 'dom-p-1' }),
    ).rejects.toThrow('企业资质正在审核中');
    expect(
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, pending.id)))
      ).length,
    ).toBe(0);
  });
});

// Amounts stay within their int4 columns (MAX_AMOUNT): refused with a message, not failed by the database.
describe('amounts within their columns', () => {
  it('an order above ¥20,000,000 is refused with a message and nothing is written', async () => {
    const me = await buyer(db);
    // ¥1,000,000 a unit (the highest SKU price a merchandiser may set), 22 units: 2.2e9 fen, beyond int4.
    const g = await goods(db, { price: 100_000_000, stock: 100 });
    const over = await createOrder(db, me, {
      buyNow: { ...g, num: 22 },
      invoiceType: 0,
      remark: '',
      idempotencyKey: `dom-key-${++keys}`,
    }).catch((e: unknown) => e);
    expect(over).toMatchObject({ http: 400, message: '订单金额不能超过20,000,000元，请减少数量或分开下单' });
    expect(await db.select().from(orders).where(eq(orders.userId, me.id))).toEqual([]);
    const ok = await createOrder(db, me, { buyNow: { ...g, num: 20 }, invoiceType: 0, remark: '', idempotencyKey: `dom-key-${++keys}` });
    expect(ok.payable).toBe(2_000_000_000);
  });

  it('an invoice request above ¥20,000,000 is refused with a message', async () => {
    const me = await buyer(db);
    const g = await goods(db, { price: 100_000_000, stock: 100 });
    const ids: number[] = [];
    for (let i = 0; i < 2; i++)
      ids.push(
        (await createOrder(db, me, { buyNow: { ...g, num: 15 }, invoiceType: 0, remark: '', idempotencyKey: `dom-key-${++keys}` })).orderId,
      );
    await db.update(orders).set({ state: 'completed', paidAt: new Date() }).where(inArray(orders.id, ids));
    const [t] = await db
      .insert(invoiceTitles)
      .values({ companyId: me.companyId, userId: me.id, type: 1, title: '领域测试公司', taxNo: '91310000MA1FL0000X' })
      .returning();
    const over = await applyInvoice(db, me, { orderIds: ids, titleId: t!.id, remark: '' }).catch((e: unknown) => e);
    expect(over).toMatchObject({ http: 400, message: '一次开票金额不能超过20,000,000元，请分开申请' });
    expect(await db.select().from(invoices).where(eq(invoices.companyId, me.companyId))).toEqual([]);
    expect((await applyInvoice(db, me, { orderIds: [ids[0]!], titleId: t!.id, remark: '' })).amount).toBe(1_500_000_000);
  });
});
