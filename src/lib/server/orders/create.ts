// POST /api/order/create: one order per idempotency key, stock and coupon reserved in the same transaction.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { placeholders, prepared, preparedInTx } from '~/lib/server/db/prepared.ts';
import type { DB } from '~/lib/server/db/client.ts';
import { orderLines, orders, quotes } from '~/lib/server/db/schema/index.ts';
import { takeOutOfCart } from '~/lib/server/cart/remove.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { badRequest, conflict } from '~/lib/server/http.ts';
import { config } from '~/lib/server/config.ts';
import type { CreateInput } from '~/lib/shared/contracts/orders.ts';
import { addressSnapshot, plan } from './settle.ts';
import { assertCanBuy } from './buyer.ts';
import { couponShares } from './totals.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { takeStock } from '~/lib/server/catalogue/stock.ts';
import { useCoupon } from '~/lib/server/activities/coupons.ts';
import { attachActivity } from './activity.ts';
import { onceByKey } from '~/lib/server/db/idempotent.ts';
import { chinaIso } from '~/lib/shared/time.ts';
import { logCreation, type OrderRow } from './state.ts';

/** QL + Beijing time to the second + 8 random digits, e.g. QL2026070114302512345678. */
export function newOrderNo(now = new Date()): string {
  const t = chinaIso(now).replace(/\D/g, '').slice(0, 14);
  return `QL${t}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

export const payDeadlineFrom = (now: Date) => new Date(now.getTime() + config.orderPayTimeoutMin * 60_000);

const summary = (o: OrderRow) => ({ orderId: o.id, orderNo: o.orderNo, state: o.state, payable: o.payable, isQuote: o.kind === 'quote' });
export type CreatedOrder = ReturnType<typeof summary>;

async function byKey(db: DB, userId: number, key: string) {
  const [o] = await prepared(db, 'order_by_key', (db) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))))
      .prepare('order_by_key'),
  ).execute({ userId, key });
  return o ?? null;
}

/** The columns an order's row and its lines are written with (their statements are prepared once, preparedInTx). */
const ORDER_KEYS = [
  'orderNo',
  'companyId',
  'userId',
  'state',
  'kind',
  'address',
  'invoiceType',
  'invoice',
  'userCouponId',
  'couponTitle',
  'goodsTotal',
  'freight',
  'discount',
  'payable',
  'remark',
  'idempotencyKey',
  'payDeadline',
  'createdAt',
  'updatedAt',
] as const;
const LINE_KEYS = [
  'orderId',
  'productId',
  'skuId',
  'productName',
  'productCode',
  'skuCode',
  'image',
  'goodsTypeId',
  'unitName',
  'specs',
  'custom',
  'artworkFileIds',
  'num',
  'unitPrice',
  'listUnitPrice',
  'priceNote',
  'lineTotal',
  'couponShare',
] as const;

export async function createOrder(db: DB, me: SessionUser, input: CreateInput): Promise<CreatedOrder> {
  assertCanBuy(me);
  return onceByKey(
    input.idempotencyKey,
    async (key) => {
      const o = await byKey(db, me.id, key);
      return o && summary(o);
    },
    () => writeOrder(db, me, input),
  );
}

async function writeOrder(db: DB, me: SessionUser, input: CreateInput): Promise<CreatedOrder> {
  const p = await plan(db, me, input, { choicesOnly: true });
  if (!p.address) throw badRequest('请选择收货地址');
  if (input.invoiceType !== 0 && !p.invoice) throw badRequest('请选择发票抬头');
  const actor = userActor(me);
  const now = new Date();
  return db.transaction(async (tx) => {
    // The order row first: a second submission with the same key stops here, before touching stock.
    const [order] = await preparedInTx(tx, 'order_insert', (tx) =>
      tx.insert(orders).values(placeholders(orders, ORDER_KEYS)).returning().prepare('order_insert'),
    ).execute({
      orderNo: newOrderNo(now),
      companyId: me.companyId,
      userId: me.id,
      state: p.isQuote ? 'quoting' : 'unpaid',
      kind: p.isQuote ? 'quote' : 'normal',
      address: addressSnapshot(p.address!),
      invoiceType: input.invoiceType,
      invoice: p.invoice,
      userCouponId: p.coupon?.userCouponId ?? null,
      couponTitle: p.coupon?.title ?? '',
      goodsTotal: p.totals.goodsTotal,
      freight: p.totals.freight,
      discount: p.totals.discount,
      payable: p.totals.payable,
      remark: input.remark,
      idempotencyKey: input.idempotencyKey,
      payDeadline: p.isQuote ? null : payDeadlineFrom(now),
      createdAt: now,
      updatedAt: now,
    } satisfies Record<(typeof ORDER_KEYS)[number], unknown>);
    const shares = couponShares(p.coupon, p.lines, p.totals.discount);
    // One statement for the lines, prepared per number of lines (a cart holds at most MAX_CART_LINES).
    const n = p.lines.length;
    await preparedInTx(tx, `order_lines_insert_${n}`, (tx) =>
      tx
        .insert(orderLines)
        .values(Array.from({ length: n }, (_, i) => placeholders(orderLines, LINE_KEYS, `l${i}_`)))
        .prepare(`order_lines_insert_${n}`),
    ).execute(
      Object.fromEntries(
        p.lines.flatMap((l, i) =>
          Object.entries({
            orderId: order!.id,
            productId: l.productId,
            skuId: l.skuId,
            productName: l.storeName,
            productCode: l.productCode,
            skuCode: l.skuCode,
            image: l.image,
            goodsTypeId: l.goodsTypeId,
            unitName: l.unitName,
            specs: l.specs,
            custom: l.custom,
            artworkFileIds: l.artworkFileIds,
            num: l.num,
            unitPrice: l.unitPrice,
            listUnitPrice: l.listUnitPrice,
            priceNote: l.priceNote,
            lineTotal: l.lineTotal,
            couponShare: shares[i]!,
          } satisfies Record<(typeof LINE_KEYS)[number], unknown>).map(([k, v]) => [`l${i}_${k}`, v]),
        ),
      ),
    );
    const cartIds = p.lines.flatMap((l) => (l.cartId ? [l.cartId] : []));
    if (cartIds.length) {
      if ((await takeOutOfCart(tx, me.id, cartIds)) !== cartIds.length) throw conflict('购物车商品已提交，请勿重复下单');
    }
    for (const l of p.lines) if (l.activity) await attachActivity(tx, me, order!.id, l.activity);
    if (p.coupon) await useCoupon(tx, p.coupon.userCouponId, me.id, order!.id);
    if (p.isQuote) await tx.insert(quotes).values({ orderId: order!.id });
    await logCreation(tx, order!, actor, p.isQuote ? '提交定制需求，等待平台报价' : '提交订单');
    // The stock last: its SKU and product rows, which every buyer of them waits for, stay locked only until the
    // commit that follows, not through the statements above.
    await takeStock(
      tx,
      p.lines.map((l) => ({ productId: l.productId, skuId: l.skuId, num: l.num, name: l.storeName })),
    );
    return summary(order!);
  });
}
