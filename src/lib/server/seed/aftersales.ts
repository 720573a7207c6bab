// Demo data after payment, for the demo main account (company A): contracts of the paid orders, two more
// received orders (one fully refunded, one in after-sales), after-sales records in several states,
// evaluations, order notices (some read) and an issued invoice with its PDF. Runs after the orders seeder.
import sharp from 'sharp';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import {
  aftersales,
  evaluations,
  invoiceOrders,
  invoices,
  invoiceTitles,
  orderLines,
  orderNotices,
  orders,
  products,
  skus,
  users,
} from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { RULES, storeUpload } from '~/lib/server/uploads.ts';
import { ensureContract } from '~/lib/server/contracts/snapshot.ts';
import { notify } from '~/lib/server/notices/send.ts';
import { PHOTO_RULES } from '~/lib/server/aftersales/photos.ts';
import { renderSampleInvoicePdf } from './invoice-pdf.ts';
import { AFTERSALE_TYPE_NAMES } from '~/lib/shared/labels.ts';
import { writeLogRows } from '~/lib/server/state/log.ts';
import type { SeedContext } from './index.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { ADDRESS, demoOrderNo, seedBankPayment, storeDemoReceipt } from './orders.ts';
import { computeTotals } from '~/lib/server/orders/totals.ts';

const DAY = 86400_000;
const HOUR = 3600_000;
const MAIN = { actorType: 'user', actorName: '王建国' };
const OPS = { actorType: 'operator', actorUserId: null, actorName: '平台运营' };

type Log = [action: string, from: string, to: string, who: 'main' | 'ops', note: string, at: Date];

async function orderLog(tx: Tx, orderId: number, mainId: number, log: Log[]) {
  await writeLogRows(
    tx,
    log.map(([action, fromState, toState, who, note, at]) => ({
      kind: 'order',
      recordId: orderId,
      action,
      fromState,
      toState,
      note,
      at,
      ...(who === 'main' ? { ...MAIN, actorUserId: mainId } : OPS),
    })),
  );
}

/**
 * A received order of standard goods placed by the main account `daysAgo` days ago and received `receivedDaysAgo` days
 * ago, paid by bank transfer with the receipt `receiptFileId`.
 */
async function receivedOrder(
  tx: Tx,
  ctx: SeedContext,
  receiptFileId: number,
  no: number,
  daysAgo: number,
  receivedDaysAgo: number,
  picks: number[],
) {
  const prods = await tx
    .select()
    .from(products)
    .where(and(inArray(products.id, ctx.productIds), eq(products.goodsTypeId, 4)))
    .orderBy(asc(products.id));
  const created = new Date(Date.now() - daysAgo * DAY);
  const at = (h: number) => new Date(created.getTime() + h * HOUR);
  const lines = [];
  for (const i of picks) {
    const p = prods[i % prods.length]!;
    const [s] = await tx.select().from(skus).where(eq(skus.productId, p.id)).orderBy(asc(skus.id)).limit(1);
    lines.push({ p, s: s!, num: p.minQty });
  }
  const costed = lines.map((l) => ({ lineTotal: l.s.price * l.num, cate1Id: 0 }));
  const { goodsTotal, freight, discount, payable } = computeTotals(costed, null, ADDRESS.province);
  const received = new Date(Date.now() - receivedDaysAgo * DAY);
  const [o] = await tx
    .insert(orders)
    .values({
      orderNo: demoOrderNo(created, no),
      companyId: ctx.companyA,
      userId: ctx.mainUserId,
      state: 'completed',
      address: ADDRESS,
      goodsTotal,
      freight,
      discount,
      payable,
      payMethod: 'bank',
      idempotencyKey: `seed-order-${no}`,
      paidAt: at(20),
      shippedAt: at(40),
      completedAt: received,
      carrier: '顺丰速运',
      trackingNo: `SF14028${no}6619057`,
      createdAt: created,
      updatedAt: received,
    })
    .returning();
  const ls = await tx
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId: o!.id,
        productId: l.p.id,
        skuId: l.s.id,
        productName: l.p.storeName,
        productCode: l.p.code,
        skuCode: l.s.skuCode,
        image: l.s.image || l.p.image,
        goodsTypeId: 4,
        unitName: l.p.unitName,
        specs: l.s.attrs,
        num: l.num,
        unitPrice: l.s.price,
        lineTotal: l.s.price * l.num,
      })),
    )
    .returning();
  await orderLog(tx, o!.id, ctx.mainUserId, [
    ['create', '', 'unpaid', 'main', '提交订单', created],
    ['submit_receipt', 'unpaid', 'confirming', 'main', '已上传转账凭证，等待平台确认收款', at(1)],
    ['confirm_payment', 'confirming', 'unshipped', 'ops', '已确认收到转账', at(20)],
    ['ship', 'unshipped', 'shipped', 'ops', `顺丰速运 SF14028${no}6619057`, at(40)],
    ['take', 'shipped', 'completed', 'main', '买家确认收货', received],
  ]);
  await seedBankPayment(tx, o!, receiptFileId, at(1), at(20));
  return { order: o!, lines: ls };
}

interface AsSeed {
  order: typeof orders.$inferSelect;
  line: typeof orderLines.$inferSelect;
  no: string;
  type: 1 | 2;
  reason: string;
  description: string;
  num: number;
  amount: number;
  start: Date;
  steps: [action: string, to: string, who: 'main' | 'ops', note: string, hoursLater: number][];
  extra?: Partial<typeof aftersales.$inferInsert>;
}

async function asRecord(tx: Tx, mainId: number, s: AsSeed) {
  const state = s.steps.at(-1)?.[1] ?? 'submitted';
  const last = new Date(s.start.getTime() + (s.steps.at(-1)?.[4] ?? 0) * HOUR);
  const [r] = await tx
    .insert(aftersales)
    .values({
      asNo: s.no,
      orderId: s.order.id,
      orderLineId: s.line.id,
      companyId: s.order.companyId,
      userId: mainId,
      type: s.type,
      reason: s.reason,
      description: s.description,
      num: s.num,
      refundAmount: s.amount,
      state,
      createdAt: s.start,
      updatedAt: last,
      refundedAt: state === 'refunded' ? last : null,
      ...s.extra,
    })
    .returning();
  let from = 'submitted';
  await writeLogRows(tx, [
    {
      kind: 'aftersale',
      recordId: r!.id,
      action: 'submit',
      fromState: '',
      toState: 'submitted',
      ...MAIN,
      actorUserId: mainId,
      note: `申请${AFTERSALE_TYPE_NAMES[s.type]}：${s.reason}`,
      at: s.start,
    },
    ...s.steps.map(([action, to, who, note, h]) => {
      const row = {
        kind: 'aftersale',
        recordId: r!.id,
        action,
        fromState: from,
        toState: to,
        note,
        at: new Date(s.start.getTime() + h * HOUR),
        ...(who === 'main' ? { ...MAIN, actorUserId: mainId } : { ...OPS, actorName: '平台客服' }),
      };
      from = to;
      return row;
    }),
  ]);
  return r!;
}

export async function seedAftersales(tx: Tx, ctx: SeedContext): Promise<void> {
  const mainId = ctx.mainUserId;
  const seeded = await tx.select().from(orders).where(eq(orders.companyId, ctx.companyA)).orderBy(asc(orders.createdAt));
  const byKey = (k: string) => seeded.find((o) => o.idempotencyKey === k)!;
  const completed = byKey('seed-order-1');
  const completedLines = await tx.select().from(orderLines).where(eq(orderLines.orderId, completed.id)).orderBy(asc(orderLines.id));

  // 1. A fully refunded order (退货退款 through every step) and an order now in after-sales.
  const receipt = await storeDemoReceipt(tx, ctx);
  const refundedOrder = await receivedOrder(tx, ctx, receipt.id, 9, 30, 25, [4]);
  const l9 = refundedOrder.lines[0]!;
  const start9 = new Date(Date.now() - 24 * DAY);
  const refunded = await asRecord(tx, mainId, {
    order: refundedOrder.order,
    line: l9,
    no: 'SH20260101000000000001',
    type: 2,
    reason: '印刷质量问题',
    num: l9.num,
    amount: l9.lineTotal,
    start: start9,
    description: '封面颜色与确认的电子样偏差明显，整批偏红。',
    extra: { returnCarrier: '顺丰速运', returnTrackingNo: 'SF7712004583621' },
    steps: [
      ['approve', 'approved', 'ops', '同意退货退款，请寄回商品', 3],
      ['ship_back', 'returning', 'main', '退货物流：顺丰速运 SF7712004583621', 20],
      ['receive', 'received', 'ops', '已收到退货，验收无误', 70],
      ['refund_return', 'refunded', 'ops', `已退款${formatPrice(l9.lineTotal)}`, 76],
    ],
  });
  const refundedAt = new Date(start9.getTime() + 76 * HOUR);
  await orderLog(tx, refundedOrder.order.id, mainId, [
    ['open_aftersale', 'completed', 'aftersale', 'main', '申请售后（售后单 SH20260101000000000001）', start9],
    ['refund', 'aftersale', 'refunded', 'ops', `商品款已全部退回，共退款${formatPrice(l9.lineTotal)}`, refundedAt],
  ]);
  await tx.update(orders).set({ state: 'refunded', updatedAt: refundedAt }).where(eq(orders.id, refundedOrder.order.id));

  const openOrder = await receivedOrder(tx, ctx, receipt.id, 10, 6, 2, [5, 6]);
  const [l10a, l10b] = openOrder.lines as [typeof l9, typeof l9];
  const start10 = new Date(Date.now() - 1 * DAY);
  const brokenNum = Math.max(1, Math.floor(l10a.num / 10));
  const approved = await asRecord(tx, mainId, {
    order: openOrder.order,
    line: l10a,
    no: 'SH20260101000000000002',
    type: 2,
    reason: '商品破损',
    num: brokenNum,
    amount: Math.floor((l10a.lineTotal * brokenNum) / l10a.num),
    start: start10,
    description: '外箱受潮，约一成画册边角破损。',
    steps: [['approve', 'approved', 'ops', '同意退货退款，请寄回商品', 4]],
  });
  await asRecord(tx, mainId, {
    order: openOrder.order,
    line: l10b,
    no: 'SH20260101000000000003',
    type: 1,
    reason: '数量短缺',
    num: 1,
    amount: Math.min(l10b.unitPrice, l10b.lineTotal),
    start: new Date(start10.getTime() + 6 * HOUR),
    description: '实收数量比订单少1件。',
    steps: [],
  });
  await orderLog(tx, openOrder.order.id, mainId, [
    ['open_aftersale', 'completed', 'aftersale', 'main', '申请售后（售后单 SH20260101000000000002）', start10],
  ]);
  await tx.update(orders).set({ state: 'aftersale' }).where(eq(orders.id, openOrder.order.id));

  // 2. On the first completed order: a rejected and a cancelled record (the order went back to 已完成), and evaluations.
  const startRej = new Date(completed.completedAt!.getTime() + 1 * DAY);
  await asRecord(tx, mainId, {
    order: completed,
    line: completedLines[0]!,
    no: 'SH20260101000000000004',
    type: 1,
    reason: '与商品描述不符',
    num: 1,
    amount: completedLines[0]!.unitPrice,
    start: startRej,
    description: '纸张手感比预期薄。',
    extra: { rejectReason: '经核实纸张克重与商品描述一致（157g），不属于质量问题' },
    steps: [['reject', 'rejected', 'ops', '经核实纸张克重与商品描述一致（157g），不属于质量问题', 5]],
  });
  const line2 = completedLines[1] ?? completedLines[0]!;
  await asRecord(tx, mainId, {
    order: completed,
    line: line2,
    no: 'SH20260101000000000005',
    type: 1,
    reason: '协商一致退款',
    num: 1,
    amount: line2.unitPrice,
    start: new Date(startRej.getTime() + 8 * HOUR),
    description: '',
    steps: [['cancel', 'cancelled', 'main', '买家撤销售后申请', 2]],
  });
  await orderLog(tx, completed.id, mainId, [
    ['open_aftersale', 'completed', 'aftersale', 'main', '申请售后（售后单 SH20260101000000000004）', startRej],
    ['close_aftersale', 'aftersale', 'completed', 'ops', '售后结束', new Date(startRej.getTime() + 10 * HOUR)],
  ]);
  const photo = await storeUpload(
    tx as unknown as DB,
    { id: mainId, companyId: ctx.companyA } as SessionUser,
    PHOTO_RULES.evaluation,
    new Uint8Array(
      await sharp({ create: { width: 480, height: 320, channels: 3, background: '#f3e7d8' } })
        .jpeg()
        .toBuffer(),
    ),
    '实拍.jpg',
  );
  const texts = [
    [5, 5, '印刷清晰，颜色还原度高，装订结实。客服跟进及时，比约定时间提前一天到货。'],
    [4, 5, '样品质量不错，纸张挺括，包装很严实。希望以后能提供更多规格选择。'],
  ] as const;
  await tx.insert(evaluations).values(
    completedLines.slice(0, 2).map((l, i) => ({
      orderId: completed.id,
      orderLineId: l.id,
      productId: l.productId,
      companyId: ctx.companyA,
      userId: mainId,
      productScore: texts[i]![0],
      serviceScore: texts[i]![1],
      content: texts[i]![2],
      skuText: Object.values(l.specs).join(' / '),
      imageFileIds: i === 0 ? [photo.id] : [],
      images: i === 0 ? [photo.url] : [],
      createdAt: new Date(completed.completedAt!.getTime() + 2 * HOUR),
    })),
  );
  await tx.insert(evaluations).values({
    orderId: refundedOrder.order.id,
    orderLineId: l9.id,
    productId: l9.productId,
    companyId: ctx.companyA,
    userId: mainId,
    productScore: 2,
    serviceScore: 4,
    content: '首批颜色偏差较大，不过售后处理很快，退货退款顺利。',
    skuText: Object.values(l9.specs).join(' / '),
    createdAt: new Date(start9.getTime() - 2 * HOUR),
  });

  // 3. Contracts of every paid order.
  for (const o of await tx.select({ id: orders.id }).from(orders).where(eq(orders.companyId, ctx.companyA))) await ensureContract(tx, o.id);

  // 4. Notices (the three oldest read).
  const events: { o: typeof completed; kind: string; title: string; content: string; at: Date; as?: number }[] = [
    {
      o: byKey('seed-order-3'),
      kind: 'confirm_payment',
      title: '付款已确认',
      content: `订单 ${byKey('seed-order-3').orderNo} 的对公转账已确认到账，我们将尽快为您安排生产与发货。`,
      at: byKey('seed-order-3').paidAt!,
    },
    {
      o: byKey('seed-order-2'),
      kind: 'ship',
      title: '订单已发货',
      content: `订单 ${byKey('seed-order-2').orderNo} 已发货：中通快递 ZT75312468890。收到货物后请确认收货。`,
      at: byKey('seed-order-2').shippedAt!,
    },
    {
      o: refundedOrder.order,
      kind: 'aftersale_refund_return',
      title: '退款已完成',
      content: `售后单 SH20260101000000000001 已退款，请注意查收。`,
      at: refundedAt,
      as: refunded.id,
    },
    {
      o: byKey('seed-order-8'),
      kind: 'quote',
      title: '订单已报价',
      content: `您的定制订单 ${byKey('seed-order-8').orderNo} 已报价，请尽快确认报价。`,
      at: new Date(byKey('seed-order-8').createdAt.getTime() + 26 * HOUR),
    },
    {
      o: openOrder.order,
      kind: 'aftersale_approve',
      title: '售后申请已同意',
      content:
        '售后单 SH20260101000000000002 已同意退货退款。请将商品寄回：上海市浦东新区张江路88号启力大厦12楼（售后部收），并填写退货物流单号。',
      at: new Date(start10.getTime() + 4 * HOUR),
      as: approved.id,
    },
  ];
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of events) {
    await notify(
      tx,
      {
        companyId: ctx.companyA,
        ownerId: e.o.userId,
        orderId: e.o.id,
        aftersaleId: e.as ?? null,
        kind: e.kind,
        title: e.title,
        content: e.content,
        link: e.as ? `/asRecordDetail?id=${e.as}` : `/orderDetail/${e.o.id}`,
      },
      e.at,
    );
  }
  const mine = await tx
    .select({ id: orderNotices.id })
    .from(orderNotices)
    .where(eq(orderNotices.userId, mainId))
    .orderBy(asc(orderNotices.createdAt))
    .limit(3);
  await tx
    .update(orderNotices)
    .set({ isRead: true, readAt: new Date() })
    .where(
      inArray(
        orderNotices.id,
        mine.map((m) => m.id),
      ),
    );

  // 5. An issued invoice over the first completed order, and a saved title to request more with
  //    (only when the account-centre seeder has not made one already).
  const [anyTitle] = await tx
    .select({ id: invoiceTitles.id })
    .from(invoiceTitles)
    .where(eq(invoiceTitles.companyId, ctx.companyA))
    .limit(1);
  if (!anyTitle) {
    await tx.insert(invoiceTitles).values({
      companyId: ctx.companyA,
      userId: mainId,
      type: 1,
      title: '上海星辰广告传媒有限公司',
      taxNo: '91310000MA1FL8XQ37',
      isDefault: true,
    });
  }
  const [main] = await tx.select({ id: users.id }).from(users).where(eq(users.id, mainId));
  const invNo = 'FP2026010100000001';
  const pdf = await renderSampleInvoicePdf({
    invoiceNo: invNo,
    buyer: '上海星辰广告传媒有限公司',
    taxNo: '91310000MA1FL8XQ37',
    amount: completed.payable,
    orderNo: completed.orderNo,
  });
  const file = await storeUpload(
    tx as unknown as DB,
    { id: undefined, companyId: ctx.companyA } as unknown as SessionUser,
    RULES.invoice,
    new Uint8Array(pdf),
    `发票-${invNo}.pdf`,
  );
  const issuedAt = new Date(completed.completedAt!.getTime() + 3 * DAY);
  const [inv] = await tx
    .insert(invoices)
    .values({
      invoiceNo: invNo,
      companyId: ctx.companyA,
      userId: main!.id,
      type: 1,
      title: '上海星辰广告传媒有限公司',
      taxNo: '91310000MA1FL8XQ37',
      amount: completed.payable,
      state: 'issued',
      fileId: file.id,
      issuedAt,
      createdAt: new Date(completed.completedAt!.getTime() + 1 * DAY),
    })
    .returning();
  await tx.insert(invoiceOrders).values({ invoiceId: inv!.id, orderId: completed.id, amount: completed.payable });
  await notify(
    tx,
    {
      companyId: ctx.companyA,
      ownerId: mainId,
      orderId: null,
      kind: 'invoice_issued',
      title: '发票已开具',
      content: `发票申请 ${invNo} 已开具，可在“我的发票”中下载。`,
      link: '/invoice',
    },
    issuedAt,
  );
}
