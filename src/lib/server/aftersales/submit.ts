// Applying for after-sales on one order line: who may, on which orders, how many units and how much money.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { aftersales, orderLines, orders } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { can } from '~/lib/server/auth/permissions.ts';
import { badRequest, conflict, forbidden, notFound } from '~/lib/server/http.ts';
import { config } from '~/lib/server/config.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { findVisibleOrder } from '~/lib/server/orders/visibility.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { logCreation } from '~/lib/server/state/engine.ts';
import { assertCan } from '~/lib/server/context.ts';
import { transition, TRANSITIONS, type OrderRow } from '~/lib/server/orders/state.ts';
import { groupOfOrder, isGroupOrder } from '~/lib/server/orders/activity.ts';
import { AFTERSALE_TYPE_NAMES, labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';
import { chinaIso } from '~/lib/shared/time.ts';
import { claimMax, freightOfClaim, lastClaimFreight, lineCaps, type Committed } from '~/lib/shared/refund-caps.ts';
import { aftersaleNumProblem } from '~/lib/shared/aftersale-limits.ts';
import { asMachine, COMMITTED_STATES } from './state.ts';
import { ownPhotos } from './photos.ts';
import { onceByKey } from '~/lib/server/db/idempotent.ts';
import type { AsSubmitInput as SubmitInput } from '~/lib/shared/contracts/aftersales.ts';

export const assertAftersale = (me: SessionUser) => assertCan(me, 'aftersale');

const DAY = 86400_000;

/** The order states that take a new record: those the order machine opens after-sales from, and one already open. */
const OPEN_TO_AFTERSALES: readonly string[] = [...TRANSITIONS.open_aftersale.from, 'aftersale'];

/** Why this order cannot take a new after-sales record of this type now, or null. */
export function orderRefusal(
  o: Pick<OrderRow, 'state' | 'completedAt' | 'shippedAt'>,
  type: number | null,
  now = Date.now(),
): string | null {
  if (!OPEN_TO_AFTERSALES.includes(o.state)) {
    return `订单当前状态为「${labelOf(ORDER_STATE_NAMES, o.state)}」，不能申请售后`;
  }
  if (o.completedAt && now - o.completedAt.getTime() > config.aftersaleDays * DAY)
    return `已超过售后期限（确认收货后${config.aftersaleDays}天内可申请）`;
  if (type === 2 && !o.shippedAt) return '订单尚未发货，请选择仅退款';
  return null;
}

/**
 * A group-buy order takes no after-sales while its team is open: a paid seat counts toward the team until it ends,
 * and if the team fails the platform refunds the order by itself (order-refund.ts). A refund meanwhile left the seat
 * counted as paid and, when the team then failed, owed a second time.
 */
export const GROUP_OPEN_AFTERSALE = '拼团进行中，暂不能申请售后；拼团未成功将全额自动退款';

/** GROUP_OPEN_AFTERSALE when the order (whose lines are given) holds a seat in an open team; `lock` as groupOfOrder's. */
export async function groupRefusal(db: Tx | DB, orderId: number, lines: { priceNote: string }[], lock = false) {
  if (!isGroupOrder(lines)) return null;
  return (await groupOfOrder(db, orderId, lock))?.status === 'open' ? GROUP_OPEN_AFTERSALE : null;
}

export const newAsNo = (now = new Date()) =>
  `SH${chinaIso(now).slice(0, 19).replace(/\D/g, '')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

/**
 * Quantity and amount of goods (`freight`: the order's freight) of each line already taken by open or refunded records;
 * with `exceptId`, by the records other than that one (what the others take beside it, for the staff's record page).
 */
export async function committedByLine(
  tx: Tx | DB,
  orderId: number,
  exceptId?: number,
): Promise<Map<number, Committed & { freight: number }>> {
  const rows = await tx
    .select({
      lineId: aftersales.orderLineId,
      num: sql<number>`sum(${aftersales.num})::int`,
      amount: sql<number>`sum(${aftersales.refundAmount} - ${aftersales.freight})::int`,
      freight: sql<number>`sum(${aftersales.freight})::int`,
    })
    .from(aftersales)
    .where(
      and(
        eq(aftersales.orderId, orderId),
        inArray(aftersales.state, COMMITTED_STATES as string[]),
        exceptId === undefined ? undefined : ne(aftersales.id, exceptId),
      ),
    )
    .groupBy(aftersales.orderLineId);
  return new Map(rows.map((r) => [r.lineId, { num: r.num, amount: r.amount, freight: r.freight }]));
}

/**
 * The order's lines with what can still be claimed on each (for the form and for the checks). `freight` is what a
 * claim of a line's last units refunds besides its goods (lastClaimFreight), counted in its `maxForAll`. With
 * `exceptId`, as if that record were not there: `used` is what the line's other records take and `leftAmount` what is
 * left for that one (the staff's record page, asForOperator).
 */
export async function claimableLines(tx: Tx | DB, o: Pick<OrderRow, 'id' | 'discount' | 'freight' | 'shippedAt'>, exceptId?: number) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
  const caps = lineCaps(lines, o.discount);
  const used = await committedByLine(tx, o.id, exceptId);
  const left = lines.map((l) => ({ id: l.id, leftNum: l.num - (used.get(l.id)?.num ?? 0) }));
  const freightCommitted = [...used.values()].reduce((s, u) => s + u.freight, 0);
  return lines.map((l) => {
    const { freight: _, ...u } = used.get(l.id) ?? { num: 0, amount: 0, freight: 0 };
    const cap = caps.get(l.id) ?? 0;
    const leftNum = l.num - u.num;
    const claim = { cap, num: l.num, used: u, leftNum, freight: lastClaimFreight(o, left, l.id, freightCommitted) };
    return {
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      image: l.image,
      specs: l.specs,
      unitName: l.unitName,
      num: l.num,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      priceNote: l.priceNote,
      cap,
      used: u,
      leftNum,
      leftAmount: Math.max(cap - u.amount, 0),
      freight: claim.freight,
      maxForAll: claimMax(claim, leftNum),
    };
  });
}

/**
 * Whether the buyer may open a new record on the order now: its state and days (orderRefusal) allow one, a line
 * has units left to claim and no open group-buy team holds the order (groupRefusal). The pages offer 申请售后 only then: an order whose lines are all claimed (a group-buy
 * refund the platform opened covers every line) or already refunded led to a form that says there is nothing to ask.
 * With `lineId`, that line must have units left (a rejected record's 重新申请).
 */
export async function mayApplyAftersale(
  db: Tx | DB,
  o: Pick<OrderRow, 'id' | 'discount' | 'freight' | 'state' | 'completedAt' | 'shippedAt'>,
  lineId?: number,
) {
  if (orderRefusal(o, null) !== null) return false;
  const lines = await claimableLines(db, o);
  return lines.some((l) => (lineId === undefined || l.id === lineId) && l.leftNum > 0) && (await groupRefusal(db, o.id, lines)) === null;
}

/** The record the buyer's submission with this key made, if any. */
async function byKey(db: DB, userId: number, key: string) {
  const [r] = await db
    .select({ id: aftersales.id, asNo: aftersales.asNo })
    .from(aftersales)
    .where(and(eq(aftersales.userId, userId), eq(aftersales.idempotencyKey, key)));
  return r;
}

/**
 * One application; the form's key sent again (its retry after a lost answer, whose first try was written) answers
 * the record already made: a claim on part of a line would otherwise be made twice.
 */
export async function submitAftersale(db: DB, me: SessionUser, input: SubmitInput) {
  assertAftersale(me);
  return onceByKey(
    input.idempotencyKey,
    (key) => byKey(db, me.id, key),
    () => writeAftersale(db, me, input),
  );
}

async function writeAftersale(db: DB, me: SessionUser, input: SubmitInput) {
  const visible = await findVisibleOrder(db, me, input.orderId);
  const photos = await ownPhotos(db, me, input.imageIds, 'aftersale');
  const actor = userActor(me);
  return db.transaction(async (tx) => {
    // The order row lock serialises claims on its lines: two parallel applications cannot both take the last units.
    const [o] = await tx.select().from(orders).where(eq(orders.id, visible.id)).for('update');
    const why = orderRefusal(o!, input.type);
    if (why) throw conflict(why);
    const lines = await claimableLines(tx, o!);
    const line = lines.find((l) => l.id === input.orderLineId);
    if (!line) throw notFound('订单商品不存在');
    // The team's row held (share) to the commit: it cannot fail and open its own refund while this one is written.
    const group = await groupRefusal(tx, o!.id, lines, true);
    if (group) throw conflict(group);
    if (line.leftNum <= 0) throw conflict('该商品已全部申请售后');
    const numWhy = aftersaleNumProblem(input.num, line);
    if (numWhy) throw badRequest(numWhy);
    const max = claimMax(line, input.num);
    const freight = freightOfClaim(line, input.num, input.refundAmount);
    if (input.refundAmount > max)
      throw badRequest(
        `退款金额不能超过${formatPrice(max)}${line.freight && input.num === line.leftNum ? `（含运费${formatPrice(line.freight)}）` : ''}`,
      );
    const now = new Date();
    const [r] = await tx
      .insert(aftersales)
      .values({
        asNo: newAsNo(now),
        orderId: o!.id,
        orderLineId: line.id,
        companyId: o!.companyId,
        userId: me.id,
        type: input.type,
        reason: input.reason,
        description: input.description,
        imageFileIds: photos.map((p) => p.id),
        num: input.num,
        refundAmount: input.refundAmount,
        freight,
        state: 'submitted',
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const note = `申请${AFTERSALE_TYPE_NAMES[input.type]}：${input.reason}，${input.num}${line.unitName}，退款${formatPrice(input.refundAmount)}${freight ? `（含运费${formatPrice(freight)}）` : ''}`;
    await logCreation(tx, asMachine, r!, actor, note, 'submit', now);
    if (o!.state !== 'aftersale') await transition(tx, o!.id, 'open_aftersale', actor, { note: `申请售后（售后单 ${r!.asNo}）` });
    return { id: r!.id, asNo: r!.asNo };
  });
}
