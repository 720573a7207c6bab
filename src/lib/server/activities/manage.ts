// Activities as merchandisers set them up in the back office: seckill offers, discounts, group-buys and coupons.
// The selling rules (stock counters, limits, windows) stay in seckill.ts, discounts.ts, groups.ts and coupons.ts.
import { asc, desc, eq } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { coupons, discountGoods, groupBuys, products, seckillGoods, seckillSlots, skus } from '~/lib/server/db/schema/index.ts';
import { badRequest, conflict, notFound } from '~/lib/server/http.ts';
import { refuseStale, staleMessage, versionOf } from '~/lib/server/seen-version.ts';
import { SECKILL_LIMIT_LABEL, type CouponType } from '~/lib/shared/labels.ts';

async function skuWithProduct(db: DB, skuId: number) {
  const [r] = await db
    .select({ sku: skus, name: products.storeName, image: products.image })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId));
  if (!r) throw badRequest(`SKU不存在：${skuId}`);
  return r;
}

/** An activity's save: a new one (no id), or a change to one whose edit form showed `version` (activityVersion). */
interface ActivityEdit {
  id?: number;
  version?: string;
}

const ACTIVITY = {
  seckill: { table: seckillGoods, name: '秒杀商品' },
  discount: { table: discountGoods, name: '折扣活动' },
  group: { table: groupBuys, name: '拼团商品' },
  coupon: { table: coupons, name: '优惠券' },
} as const;
type ActivityKind = keyof typeof ACTIVITY;
type ActivityRow = { [K in ActivityKind]: (typeof ACTIVITY)[K]['table']['$inferSelect'] };

/**
 * The version of an activity as its edit form shows it (versionOf): every stored field but the counts buyers move
 * (a group-buy's sales, a coupon's claimed), so a claim or a completed team does not make the merchandiser's form stale.
 */
export function activityVersion(row: ActivityRow[ActivityKind]): string {
  return versionOf(activityFacts(row));
}
function activityFacts(row: ActivityRow[ActivityKind]) {
  const { sales: _sales, claimed: _claimed, ...facts } = row as ActivityRow[ActivityKind] & { sales?: number; claimed?: number };
  return facts;
}

/**
 * An activity about to be changed, its row locked until the saving transaction ends (a coupon's claim takes the same
 * row lock: its conditional UPDATE of claimed): refused (409, staleMessage) when the form saw another version.
 */
async function lockedForEdit<K extends ActivityKind>(db: DB, kind: K, id: number, seen: string | undefined): Promise<ActivityRow[K]> {
  const { table, name } = ACTIVITY[kind];
  const [row] = (await db.select().from(table).where(eq(table.id, id)).for('update')) as ActivityRow[K][];
  if (!row) throw notFound(`${name}不存在`);
  refuseStale(seen, activityFacts(row), staleMessage(name));
  return row;
}

export async function activitiesForStaff(db: DB) {
  const [slots, seckill, discounts, groups, couponRows] = [
    await db.select().from(seckillSlots).orderBy(asc(seckillSlots.startMinute)),
    await db.select().from(seckillGoods).orderBy(asc(seckillGoods.slotId), desc(seckillGoods.sort), asc(seckillGoods.id)),
    await db
      .select({ d: discountGoods, name: products.storeName })
      .from(discountGoods)
      .innerJoin(products, eq(products.id, discountGoods.productId))
      .orderBy(desc(discountGoods.sort), asc(discountGoods.id)),
    await db.select().from(groupBuys).orderBy(desc(groupBuys.sort), asc(groupBuys.id)),
    await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)),
  ];
  return { slots, seckill, discounts, groups, coupons: couponRows };
}

export interface SeckillInput extends ActivityEdit {
  slotId: number;
  skuId: number;
  price: number;
  otPrice?: number;
  stock: number;
  limitPerUser: number;
  isShow: boolean;
  sort: number;
  title?: string;
}

/** A flash-sale offer: one SKU at a price in a daily slot, with a stock per day and a per-account daily limit. */
export async function saveSeckill(db: DB, s: SeckillInput) {
  if (s.id) await lockedForEdit(db, 'seckill', s.id, s.version);
  const { sku, name, image } = await skuWithProduct(db, s.skuId);
  if (!(await db.select({ id: seckillSlots.id }).from(seckillSlots).where(eq(seckillSlots.id, s.slotId))).length)
    throw badRequest('秒杀场次不存在');
  const otPrice = s.otPrice ?? sku.price;
  if (s.price >= otPrice) throw badRequest('秒杀价应低于原价');
  if (s.limitPerUser > s.stock) throw badRequest(`${SECKILL_LIMIT_LABEL}不能超过每日库存`);
  const values = {
    slotId: s.slotId,
    productId: sku.productId,
    skuId: sku.id,
    title: (s.title || name).slice(0, 120),
    image: sku.image || image,
    price: s.price,
    otPrice,
    stock: s.stock,
    limitPerUser: s.limitPerUser,
    isShow: s.isShow,
    sort: s.sort,
  };
  if (!s.id) return (await db.insert(seckillGoods).values(values).returning())[0]!;
  return (await db.update(seckillGoods).set(values).where(eq(seckillGoods.id, s.id)).returning())[0]!;
}

export interface DiscountInput extends ActivityEdit {
  productId: number;
  rate: number;
  label: string;
  startAt: Date | null;
  endAt: Date | null;
  isShow: boolean;
  sort: number;
}

/**
 * An activity's window (a discount's, a coupon's): the end after the start, and not already past when it is set (a new
 * record, or its end changed), which would make it end as it is created. An end that has passed is kept on other edits.
 */
function checkWindow(w: { startAt: Date | null; endAt: Date | null }, storedEnd: Date | null | undefined, now = new Date()) {
  if (w.startAt && w.endAt && w.startAt >= w.endAt) throw badRequest('结束时间应晚于开始时间');
  if (w.endAt && w.endAt <= now && w.endAt.getTime() !== storedEnd?.getTime()) throw badRequest('结束时间已过，请选择将来的时间');
}

/** A product sold at `rate` percent of its price (85 = 8.5折) within an optional window; one discount per product. */
export async function saveDiscount(db: DB, d: DiscountInput) {
  if (!(await db.select({ id: products.id }).from(products).where(eq(products.id, d.productId))).length)
    throw badRequest(`商品不存在：${d.productId}`);
  const stored = d.id ? await lockedForEdit(db, 'discount', d.id, d.version) : null;
  checkWindow(d, stored?.endAt);
  const values = {
    productId: d.productId,
    rate: d.rate,
    label: d.label,
    startAt: d.startAt,
    endAt: d.endAt,
    isShow: d.isShow,
    sort: d.sort,
  };
  const [other] = await db.select({ id: discountGoods.id }).from(discountGoods).where(eq(discountGoods.productId, d.productId));
  if (other && other.id !== d.id) throw conflict('该商品已有折扣活动，请修改原活动');
  if (!d.id) return (await db.insert(discountGoods).values(values).returning())[0]!;
  return (await db.update(discountGoods).set(values).where(eq(discountGoods.id, d.id)).returning())[0]!;
}

export interface GroupInput extends ActivityEdit {
  skuId: number;
  productPrice: number;
  otPrice?: number;
  people: number;
  windowHours: number;
  num: number;
  isShow: boolean;
  sort: number;
  title?: string;
}

/** A group-buy offer: `people` companies must pay within `windowHours` of the group's start. */
export async function saveGroupBuy(db: DB, g: GroupInput) {
  if (g.id) await lockedForEdit(db, 'group', g.id, g.version);
  const { sku, name, image } = await skuWithProduct(db, g.skuId);
  const otPrice = g.otPrice ?? sku.price;
  if (g.productPrice >= otPrice) throw badRequest('拼团价应低于原价');
  const values = {
    productId: sku.productId,
    skuId: sku.id,
    title: (g.title || name).slice(0, 120),
    image: sku.image || image,
    productPrice: g.productPrice,
    otPrice,
    people: g.people,
    windowHours: g.windowHours,
    num: g.num,
    isShow: g.isShow,
    sort: g.sort,
  };
  if (!g.id) return (await db.insert(groupBuys).values(values).returning())[0]!;
  return (await db.update(groupBuys).set(values).where(eq(groupBuys.id, g.id)).returning())[0]!;
}

export interface CouponInput extends ActivityEdit {
  title: string;
  type: CouponType;
  amount: number;
  rate: number;
  minAmount: number;
  cate1Id: number;
  total: number;
  perUser: number;
  startAt: Date | null;
  endAt: Date | null;
  validDays: number;
  claimable: boolean;
  description: string;
}

/** A coupon template: 满减 (minAmount → amount off) or 折扣 (rate percent, capped by amount); total 0 = unlimited. */
export async function saveCoupon(db: DB, c: CouponInput) {
  if (c.type === 'full' && c.minAmount && c.amount >= c.minAmount) throw badRequest('满减金额应低于使用门槛');
  if (c.type === 'discount' && (c.rate < 1 || c.rate > 99)) throw badRequest('折扣应为1-99（如 90 = 9折）');
  const { id, version, ...values } = c;
  if (id) {
    // Under the coupon's row lock, which a claim's conditional UPDATE of claimed takes too: no claim slips between
    // reading claimed here and writing the new total.
    const cur = await lockedForEdit(db, 'coupon', id, version);
    checkWindow(c, cur.endAt);
    if (c.total && c.total < cur.claimed) throw badRequest(`发放总量不能少于已领取的${cur.claimed}张`);
    return (await db.update(coupons).set(values).where(eq(coupons.id, id)).returning())[0]!;
  }
  checkWindow(c, null);
  return (await db.insert(coupons).values(values).returning())[0]!;
}

export async function activitySnapshot(db: DB, kind: 'seckill' | 'discount' | 'group' | 'coupon', id: number) {
  const table = { seckill: seckillGoods, discount: discountGoods, group: groupBuys, coupon: coupons }[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row ?? null;
}
