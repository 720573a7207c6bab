// Demo orders: the demo main account (company A) has an order in every state, a quote waiting for its
// answer, and one order placed by the buyer sub-account. Seeded orders do not move stock.
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { orderLines, orders, payments, products, quotes, skus, users, type stateTransitions } from '~/lib/server/db/schema/index.ts';
import { writeLogRows } from '~/lib/server/state/log.ts';
import type { AddressSnapshot, CustomForm } from '~/lib/server/db/schema/orders.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { RULES, storeUpload } from '~/lib/server/uploads.ts';
import { config } from '~/lib/server/config.ts';
import { isCustomGoods } from '~/lib/shared/goods-types.ts';
import { computeTotals } from '~/lib/server/orders/totals.ts';
import { unitPrice } from '~/lib/shared/pricing.ts';
import type { SeedContext } from './index.ts';
import { DEMO } from './accounts.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { chinaDay } from '~/lib/shared/time.ts';

/** Where the demo company's orders go (the after-sales seed's orders too). */
export const ADDRESS: AddressSnapshot = {
  realName: '王建国',
  phone: '13800000000',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  detail: '世纪大道100号环球金融中心28楼',
};
/**
 * A demo order's number: the shape newOrderNo gives (QL, Beijing time to the second, 8 digits), with the day the
 * order was placed in Beijing and its seed number where the time and the random digits go, so it cannot meet a real one.
 */
export const demoOrderNo = (created: Date, no: number) =>
  `QL${chinaDay(created).replace(/-/g, '')}${String(880000 + no).padStart(14, '0')}`;

const INVOICE = {
  type: 1 as const,
  title: '上海星辰广告传媒有限公司',
  taxNo: '91310000MA1FL8XQ37',
  regAddress: '',
  regPhone: '',
  bank: '',
  bankAccount: '',
};
const DAY = 86400_000;

type Step = [action: string, to: string, actor: 'buyer' | 'operator' | 'system', note: string, hoursLater: number];

interface Plan {
  no: number;
  daysAgo: number;
  placedBy: 'main' | 'buyer';
  goods: { type: number; pick: number; num: number; custom?: CustomForm }[];
  state: string;
  steps: Step[];
  extra?: Partial<typeof orders.$inferInsert>;
  quote?: { note: string } | 'requested';
}

const RECEIPT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#fff"/>
<rect x="20" y="20" width="600" height="360" fill="none" stroke="#c0392b" stroke-width="4"/>
<text x="320" y="90" font-size="34" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" fill="#c0392b">招商银行 电子回单</text>
<text x="60" y="170" font-size="22" font-family="Noto Sans CJK SC, sans-serif">付款人：上海星辰广告传媒有限公司</text>
<text x="60" y="220" font-size="22" font-family="Noto Sans CJK SC, sans-serif">收款人：上海启力印象数字科技有限公司</text>
<text x="60" y="270" font-size="22" font-family="Noto Sans CJK SC, sans-serif">用途：订单货款</text></svg>`;

/** The transfer receipt the demo company uploads for a bank transfer (a picture of a bank's e-receipt). */
export async function storeDemoReceipt(tx: Tx, ctx: SeedContext) {
  return storeUpload(
    tx as unknown as DB,
    { id: ctx.mainUserId, companyId: ctx.companyA } as SessionUser,
    RULES.receipt,
    new Uint8Array(await sharp(Buffer.from(RECEIPT_SVG)).png().toBuffer()),
    '转账回单.png',
  );
}

/**
 * The payment row a demo order paid by bank transfer has, as uploading the receipt (pending) and the operator's
 * confirmation (confirmed at `confirmedAt`) leave it. Every seeded order past 待付款 by transfer has one, or its
 * detail shows 已上传转账凭证 in its progress beside 暂无支付记录.
 */
export async function seedBankPayment(
  tx: Tx,
  order: { id: number; companyId: number; userId: number; payable: number },
  receiptFileId: number,
  submittedAt: Date,
  confirmedAt: Date | null,
) {
  await tx.insert(payments).values({
    orderId: order.id,
    companyId: order.companyId,
    userId: order.userId,
    method: 'bank',
    amount: order.payable,
    receiptFileId,
    state: confirmedAt ? 'confirmed' : 'pending',
    createdAt: submittedAt,
    decidedAt: confirmedAt,
  });
}

export async function seedOrders(tx: Tx, ctx: SeedContext): Promise<void> {
  const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO.buyer));
  const ids = { main: ctx.mainUserId, buyer: buyer!.id };
  const names = { main: '王建国', buyer: '李晓梅' };
  const prods = await tx.select().from(products).where(inArray(products.id, ctx.productIds)).orderBy(products.id);
  const byType = (t: number) => prods.filter((p) => p.goodsTypeId === t);
  const now = Date.now();
  const plans: Plan[] = [
    {
      no: 1,
      daysAgo: 40,
      placedBy: 'main',
      goods: [
        { type: 4, pick: 0, num: 0 },
        { type: 5, pick: 0, num: 2 },
      ],
      state: 'completed',
      steps: [
        ['confirm_payment', 'unshipped', 'operator', '已确认收到转账', 20],
        ['ship', 'shipped', 'operator', '顺丰速运 SF1402836619057', 44],
        ['take', 'completed', 'buyer', '买家确认收货', 96],
      ],
      extra: { payMethod: 'bank', carrier: '顺丰速运', trackingNo: 'SF1402836619057' },
    },
    {
      no: 2,
      daysAgo: 12,
      placedBy: 'buyer',
      goods: [{ type: 4, pick: 1, num: 0 }],
      state: 'shipped',
      steps: [
        ['confirm_payment', 'unshipped', 'operator', '已确认收到转账', 6],
        ['ship', 'shipped', 'operator', '中通快递 ZT75312468890', 30],
      ],
      extra: { payMethod: 'bank', carrier: '中通快递', trackingNo: 'ZT75312468890' },
    },
    {
      no: 3,
      daysAgo: 5,
      placedBy: 'main',
      goods: [
        { type: 5, pick: 1, num: 3 },
        { type: 4, pick: 2, num: 0 },
      ],
      state: 'unshipped',
      steps: [['confirm_payment', 'unshipped', 'operator', '已确认收到转账', 3]],
      extra: { payMethod: 'bank' },
    },
    {
      no: 4,
      daysAgo: 1,
      placedBy: 'main',
      goods: [{ type: 4, pick: 3, num: 0 }],
      state: 'confirming',
      steps: [],
      extra: { payMethod: 'bank' },
    },
    {
      no: 5,
      daysAgo: 0,
      placedBy: 'main',
      goods: [
        { type: 4, pick: 4, num: 0 },
        { type: 5, pick: 2, num: 20 },
      ],
      state: 'unpaid',
      steps: [],
    },
    {
      no: 6,
      daysAgo: 20,
      placedBy: 'main',
      goods: [{ type: 4, pick: 5, num: 0 }],
      state: 'cancelled',
      steps: [['cancel', 'cancelled', 'buyer', '买家取消订单：采购计划调整', 2]],
      extra: { cancelReason: '采购计划调整' },
    },
    {
      no: 7,
      daysAgo: 2,
      placedBy: 'main',
      state: 'quoting',
      steps: [],
      quote: 'requested',
      goods: [
        {
          type: 2,
          pick: 0,
          num: 0,
          custom: {
            params: { 印刷数量: '按起订量', 颜色: '四色印刷', 交付方式: '分两批交付' },
            note: '封面烫金LOGO，内页按我司VI手册排版，请先出电子样确认。',
          },
        },
      ],
    },
    {
      no: 8,
      daysAgo: 4,
      placedBy: 'main',
      state: 'quoted',
      steps: [['quote', 'quoted', 'operator', '', 26]],
      quote: { note: '含设计排版与一次打样，特种纸工艺已按需求核价。' },
      goods: [{ type: 3, pick: 0, num: 0, custom: { params: { 工艺: '烫金+压纹' }, note: '沿用去年的版式，LOGO更新为新版。' } }],
    },
  ];
  const receipt = await storeDemoReceipt(tx, ctx);

  for (const p of plans) {
    const created = new Date(now - p.daysAgo * DAY - 3 * 3600_000);
    const lines = [];
    for (const g of p.goods) {
      const prod = byType(g.type)[g.pick]!;
      const [sku] = await tx.select().from(skus).where(eq(skus.productId, prod.id)).orderBy(skus.id).limit(1);
      const num = g.num || prod.minQty;
      const quoteUnit = Math.round((sku!.price * 1.1) / 10) * 10;
      const unit = isCustomGoods(g.type)
        ? p.state === 'quoting'
          ? 0
          : quoteUnit
        : unitPrice({ skuPrice: sku!.price, basePrice: prod.price, tiers: [], num }).unit;
      lines.push({ prod, sku: sku!, num, unit, custom: g.custom ?? null });
    }
    // No demo order has a coupon. An order still being quoted has goods of 0, so no freight.
    const costed = lines.map((l) => ({ lineTotal: l.unit * l.num, cate1Id: 0 }));
    const { goodsTotal, freight, discount, payable } = computeTotals(costed, null, ADDRESS.province);
    const stamp = (h: number) => new Date(created.getTime() + h * 3600_000);
    const paidStep = p.steps.find((s) => s[1] === 'unshipped');
    const delivery = chinaDay(now + 12 * DAY);
    const [o] = await tx
      .insert(orders)
      .values({
        orderNo: demoOrderNo(created, p.no),
        companyId: ctx.companyA,
        userId: ids[p.placedBy],
        state: p.state,
        kind: p.quote ? 'quote' : 'normal',
        address: ADDRESS,
        invoiceType: p.no % 2 ? 1 : 0,
        invoice: p.no % 2 ? INVOICE : null,
        goodsTotal,
        freight,
        discount,
        payable,
        remark: p.no === 3 ? '请工作日送货，送货前电话联系' : '',
        idempotencyKey: `seed-order-${p.no}`,
        payDeadline: p.state === 'unpaid' || p.state === 'confirming' ? new Date(now + config.orderPayTimeoutMin * 60_000) : null,
        deliveryDate: p.quote && p.quote !== 'requested' ? delivery : null,
        paidAt: paidStep ? stamp(paidStep[4]) : null,
        shippedAt: p.steps.find((s) => s[0] === 'ship') ? stamp(p.steps.find((s) => s[0] === 'ship')![4]) : null,
        completedAt: p.state === 'completed' ? stamp(p.steps.at(-1)![4]) : null,
        cancelledAt: p.state === 'cancelled' ? stamp(p.steps.at(-1)![4]) : null,
        createdAt: created,
        updatedAt: created,
        ...p.extra,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((l) => ({
        orderId: o!.id,
        productId: l.prod.id,
        skuId: l.sku.id,
        productName: l.prod.storeName,
        productCode: l.prod.code,
        skuCode: l.sku.skuCode,
        image: l.sku.image || l.prod.image,
        goodsTypeId: l.prod.goodsTypeId,
        unitName: l.prod.unitName,
        specs: l.sku.attrs,
        custom: l.custom,
        num: l.num,
        unitPrice: l.unit,
        lineTotal: l.unit * l.num,
      })),
    );
    const firstState = p.quote ? 'quoting' : 'unpaid';
    const log: (typeof stateTransitions.$inferInsert)[] = [
      {
        kind: 'order',
        recordId: o!.id,
        action: 'create',
        fromState: '',
        toState: firstState,
        actorType: 'user',
        actorUserId: ids[p.placedBy],
        actorName: names[p.placedBy],
        note: p.quote ? '提交定制需求，等待平台报价' : '提交订单',
        at: created,
      },
    ];
    const bankPaid = p.extra?.payMethod === 'bank';
    if (bankPaid)
      log.push({
        kind: 'order',
        recordId: o!.id,
        action: 'submit_receipt',
        fromState: 'unpaid',
        toState: 'confirming',
        actorType: 'user',
        actorUserId: ids[p.placedBy],
        actorName: names[p.placedBy],
        note: '已上传转账凭证，等待平台确认收款',
        at: stamp(1),
      });
    let from = bankPaid ? 'confirming' : firstState;
    for (const [action, to, who, note, h] of p.steps) {
      const actor =
        who === 'buyer'
          ? { actorType: 'user', actorUserId: ids[p.placedBy], actorName: names[p.placedBy] }
          : { actorType: who, actorUserId: null, actorName: who === 'operator' ? '平台运营' : '系统' };
      const text = action === 'quote' ? `报价：商品金额${formatPrice(goodsTotal)}，运费${formatPrice(freight)}，交货日期${delivery}` : note;
      log.push({ kind: 'order', recordId: o!.id, action, fromState: from, toState: to, note: text, at: stamp(h), ...actor });
      from = to;
    }
    await writeLogRows(tx, log);
    if (bankPaid) await seedBankPayment(tx, o!, receipt.id, stamp(1), paidStep ? stamp(paidStep[4]) : null);
    if (p.quote) {
      const q = p.quote === 'requested' ? null : p.quote;
      await tx.insert(quotes).values({
        orderId: o!.id,
        state: q ? 'quoted' : 'requested',
        goodsTotal: q ? goodsTotal : null,
        freight: q ? freight : null,
        deliveryDate: q ? delivery : null,
        note: q?.note ?? '',
        createdAt: created,
        quotedAt: q ? stamp(26) : null,
      });
    }
  }
}
