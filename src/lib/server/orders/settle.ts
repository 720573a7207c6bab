// Settlement: turns cart ids or a buy-now line into priced order lines, with address, invoice, coupon and totals.
// The browser sends ids and quantities only; every amount comes from here.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { anyOf, prepared } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { addresses, cartItems, files, invoiceTitles } from '~/lib/server/db/schema/index.ts';
import type { AddressSnapshot, CustomForm, InvoiceSnapshot } from '~/lib/server/db/schema/orders.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { badRequest } from '~/lib/server/http.ts';
import { customFormSchema } from '~/lib/shared/custom-form.ts';
import type { SettleInput } from '~/lib/shared/contracts/orders.ts';
import { goodsKey, lineImage, loadGoods, priceLine, specsOf, unavailableReason, type Goods } from './goods.ts';
import { usableCoupons, type UsableCoupon } from './coupons.ts';
import { assertCanBuy } from './buyer.ts';
import { computeTotals, FREIGHT_RULE, type Totals } from './totals.ts';
import { activitySource, ACTIVITY_PRICE_NOTES, type ActivityRef } from './activity.ts';

export interface PlannedLine {
  cartId: number | null;
  productId: number;
  skuId: number;
  storeName: string;
  productCode: string;
  skuCode: string;
  image: string;
  goodsTypeId: number;
  cate1Id: number;
  unitName: string;
  specs: Record<string, string>;
  custom: CustomForm | null;
  artworkFileIds: number[];
  num: number;
  unitPrice: number;
  /** The unit price before the reduction named in priceNote (equals unitPrice without one). */
  listUnitPrice: number;
  /** 折扣专区8.8折, 秒杀价, 拼团价, or ''. */
  priceNote: string;
  lineTotal: number;
  isQuote: boolean;
  /** A seckill reservation or group seat this line comes from (its price is fixed by the activity). */
  activity: ActivityRef | null;
}

/** Reads a cart line's requirement form; unknown shapes are kept as a note rather than lost. */
function readCustom(raw: unknown): CustomForm | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = customFormSchema.safeParse(raw);
  if (r.success) return r.data;
  return { note: JSON.stringify(raw).slice(0, 500) };
}

interface SourceLine {
  cartId: number | null;
  productId: number;
  skuId: number;
  num: number;
  custom: CustomForm | null;
  activity?: ActivityRef;
}

async function sourceLines(db: DB, me: SessionUser, input: SettleInput): Promise<SourceLine[]> {
  const act = await activitySource(db, me, input);
  if (act) return [act];
  if (input.buyNow) {
    const b = input.buyNow;
    return [{ cartId: null as number | null, productId: b.productId, skuId: b.skuId, num: b.num, custom: b.custom ?? null }];
  }
  const ids = [...new Set(input.cartIds!)];
  const rows = await prepared(db, 'settle_cart_lines', (db) =>
    db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, sql.placeholder('userId')), anyOf(cartItems.id, sql.placeholder('ids'))))
      .prepare('settle_cart_lines'),
  ).execute({ userId: me.id, ids });
  if (rows.length !== ids.length) throw badRequest('购物车商品已变化，请返回购物车重新选择');
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({ cartId: r.id as number | null, productId: r.productId, skuId: r.skuId, num: r.num, custom: readCustom(r.custom) }));
}

async function checkArtwork(db: DB, me: SessionUser, ids: number[]) {
  if (!ids.length) return;
  const found = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.companyId, me.companyId), eq(files.kind, 'artwork')));
  if (found.length !== new Set(ids).size) throw badRequest('设计稿文件不存在，请重新上传');
}

export async function planLines(db: DB, me: SessionUser, input: SettleInput): Promise<PlannedLine[]> {
  const src = await sourceLines(db, me, input);
  const goods = await loadGoods(db, src);
  const out: PlannedLine[] = [];
  for (const s of src) {
    const g = goods.get(goodsKey(s.productId, s.skuId)) as Goods | undefined;
    const gone = unavailableReason(g);
    if (!g || gone) throw badRequest(`${g ? `「${g.product.storeName}」` : ''}${gone ?? '商品已失效'}`);
    let p = priceLine(g, s.num);
    if (s.activity) {
      // The activity fixes the price and the quantity (its own limits were checked when it was taken); stock still counts.
      if (s.num > g.sku.stock) throw badRequest(`「${g.product.storeName}」库存不足`);
      const a = s.activity;
      p = {
        unitPrice: a.price,
        listUnitPrice: Math.max(a.price, g.sku.price),
        priceNote: ACTIVITY_PRICE_NOTES[a.kind],
        lineTotal: a.price * s.num,
        isQuote: false,
        problem: null,
      };
    }
    if (p.problem) throw badRequest(`「${g.product.storeName}」${p.problem}`);
    const artworkFileIds = s.custom?.artworkFileIds ?? [];
    await checkArtwork(db, me, artworkFileIds);
    out.push({
      cartId: s.cartId,
      productId: g.product.id,
      skuId: g.sku.id,
      storeName: g.product.storeName,
      productCode: g.product.code,
      skuCode: g.sku.skuCode,
      image: lineImage(g),
      goodsTypeId: g.product.goodsTypeId,
      cate1Id: g.product.cate1Id,
      unitName: g.product.unitName,
      specs: specsOf(g),
      custom: s.custom,
      artworkFileIds,
      num: s.num,
      unitPrice: p.unitPrice,
      listUnitPrice: p.listUnitPrice,
      priceNote: p.priceNote,
      lineTotal: p.lineTotal,
      isQuote: p.isQuote,
      activity: s.activity ?? null,
    });
  }
  return out;
}

export async function myAddresses(db: DB, me: SessionUser) {
  return prepared(db, 'my_addresses', (db) =>
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, sql.placeholder('userId')))
      .orderBy(desc(addresses.isDefault), desc(addresses.id))
      .prepare('my_addresses'),
  ).execute({ userId: me.id });
}

export async function companyInvoiceTitles(db: DB, me: SessionUser) {
  return db
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.companyId, me.companyId))
    .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id));
}

export const addressSnapshot = (a: typeof addresses.$inferSelect): AddressSnapshot => ({
  realName: a.realName,
  phone: a.phone,
  province: a.province,
  city: a.city,
  district: a.district,
  detail: a.detail,
});

export interface Plan {
  lines: PlannedLine[];
  isQuote: boolean;
  addressList: Awaited<ReturnType<typeof myAddresses>>;
  address: typeof addresses.$inferSelect | null;
  titles: Awaited<ReturnType<typeof companyInvoiceTitles>>;
  invoiceType: 0 | 1 | 2;
  invoice: InvoiceSnapshot | null;
  invoiceTitleId: number | null;
  coupons: UsableCoupon[];
  coupon: UsableCoupon | null;
  totals: Totals;
}

/** The buyer's coupon choice: left out, the best usable one; 0 or null, none; otherwise that one. */
const couponChoice = (input: SettleInput) => (input.userCouponId === undefined ? 'best' : input.userCouponId ? 'one' : 'none');

/**
 * Everything the settlement page shows and order creation stores. Strict about explicit choices. For creation
 * (`choicesOnly`) the lists the page offers are read only where a choice needs them: no invoice titles when no
 * invoice is asked for, no usable coupons when the buyer chose none (two statements fewer per order).
 */
export async function plan(db: DB, me: SessionUser, input: SettleInput, { choicesOnly = false } = {}): Promise<Plan> {
  const lines = await planLines(db, me, input);
  const isQuote = lines.some((l) => l.isQuote);
  const [addressList, titles] = await Promise.all([
    myAddresses(db, me),
    choicesOnly && input.invoiceType === 0 ? [] : companyInvoiceTitles(db, me),
  ]);
  let address: (typeof addressList)[number] | null = addressList[0] ?? null;
  if (input.addressId) {
    address = addressList.find((a) => a.id === input.addressId) ?? null;
    if (!address) throw badRequest('收货地址不存在，请重新选择');
  }
  let invoice: InvoiceSnapshot | null = null;
  let invoiceTitleId: number | null = null;
  if (input.invoiceType !== 0) {
    const t = input.invoiceTitleId ? titles.find((x) => x.id === input.invoiceTitleId) : titles.find((x) => x.type === input.invoiceType);
    if (input.invoiceTitleId && !t) throw badRequest('发票抬头不存在，请重新选择');
    if (t && t.type !== input.invoiceType) throw badRequest(input.invoiceType === 2 ? '请选择增值税专用发票抬头' : '请选择普通发票抬头');
    if (t) {
      invoiceTitleId = t.id;
      invoice = {
        type: input.invoiceType,
        title: t.title,
        taxNo: t.taxNo,
        regAddress: t.regAddress,
        regPhone: t.regPhone,
        bank: t.bank,
        bankAccount: t.bankAccount,
        titleId: t.id,
      };
    }
  }
  // Coupons apply to priced orders only: a quote order's amount is unknown until the operator quotes it.
  // Nor to activity orders (seckill, group-buy): their price is already the promotion.
  const isActivity = lines.some((l) => l.activity);
  const choice = couponChoice(input);
  const coupons = isQuote || isActivity || (choicesOnly && choice === 'none') ? [] : await usableCoupons(db, me.id, lines);
  let coupon: UsableCoupon | null = null;
  if (choice === 'best') coupon = coupons[0] ?? null;
  else if (choice === 'one') {
    coupon = coupons.find((c) => c.userCouponId === input.userCouponId) ?? null;
    if (!coupon)
      throw badRequest(
        isQuote ? '定制商品需报价后付款，暂不支持使用优惠券' : isActivity ? '秒杀、拼团商品不能使用优惠券' : '优惠券不可用，请重新选择',
      );
  }
  const totals = computeTotals(lines, coupon, address?.province);
  return { lines, isQuote, addressList, address, titles, invoiceType: input.invoiceType, invoice, invoiceTitleId, coupons, coupon, totals };
}

/** POST /api/order/confirm: the preview the settlement page renders. */
export async function previewSettlement(db: DB, me: SessionUser, input: SettleInput) {
  assertCanBuy(me);
  const p = await plan(db, me, input);
  return {
    lines: p.lines.map(({ cate1Id: _c, ...l }) => l),
    isQuote: p.isQuote,
    addresses: p.addressList.map((a) => ({ id: a.id, ...addressSnapshot(a), isDefault: a.isDefault })),
    addressId: p.address?.id ?? null,
    invoiceTitles: p.titles.map((t) => ({ id: t.id, type: t.type, title: t.title, taxNo: t.taxNo, isDefault: t.isDefault })),
    invoiceType: p.invoiceType,
    invoiceTitleId: p.invoiceTitleId,
    coupons: p.coupons.map((c) => ({
      userCouponId: c.userCouponId,
      title: c.title,
      type: c.type,
      amount: c.amount,
      rate: c.rate,
      minAmount: c.minAmount,
      discount: c.discount,
      validUntil: c.validUntil,
    })),
    userCouponId: p.coupon?.userCouponId ?? 0,
    totals: p.totals,
    freightRule: FREIGHT_RULE.text,
  };
}
