// Online payment (WeChat Pay Native): start a payment and show its QR code, poll it, and apply a paid
// transaction exactly once per transaction id, after checking it matches the order's number and amount.
import QRCode from 'qrcode';
import { eq, sql } from 'drizzle-orm';
import type { DB } from '~/lib/server/db/client.ts';
import { orderLines, orders, payments } from '~/lib/server/db/schema/index.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { badRequest, conflict } from '~/lib/server/http.ts';
import { log } from '~/lib/server/log.ts';
import { assertCanPay } from '~/lib/server/orders/buyer.ts';
import { findVisibleOrder } from '~/lib/server/orders/visibility.ts';
import { refusal, transition, type Actor } from '~/lib/server/orders/state.ts';
import { apply, logCreation } from '~/lib/server/state/engine.ts';
import { paymentMachine } from './state.ts';

const WECHAT: Actor = { type: 'system', name: '微信支付' };
import { sweepExpired } from '~/lib/server/orders/sweep.ts';
import { labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';
import { ProviderError, type PaymentProvider, type Transaction } from './provider.ts';
import { wechatConfigured } from './wechat-config.ts';
import { wechatProvider } from './wechat.ts';
import { siteSettings } from '~/lib/server/storefront/site.ts';

function provider(): PaymentProvider {
  if (!wechatConfigured()) throw badRequest('暂未开通微信支付，请使用对公转账');
  return wechatProvider();
}

export async function startWechatPay(db: DB, me: SessionUser, orderId: number) {
  assertCanPay(me);
  await sweepExpired(db, { companyId: me.companyId });
  const o = await findVisibleOrder(db, me, orderId);
  if (o.state !== 'unpaid') throw conflict(refusal(o.state, 'pay_online', 'system') ?? '订单当前不能付款');
  const [first] = await db.select({ name: orderLines.productName }).from(orderLines).where(eq(orderLines.orderId, o.id)).limit(1);
  let codeUrl: string;
  try {
    ({ codeUrl } = await provider().createNative({
      orderNo: o.orderNo,
      amount: o.payable,
      description: `${(await siteSettings(db)).site.name}-${first?.name ?? '订单'}`,
      expiresAt: o.payDeadline,
    }));
  } catch (e) {
    if (e instanceof ProviderError) throw badRequest(e.message);
    throw e;
  }
  const qrSvg = await QRCode.toString(codeUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { orderNo: o.orderNo, amount: o.payable, codeUrl, qrSvg };
}

export type ApplyResult = 'applied' | 'duplicate' | 'ignored' | 'exception';

/**
 * Records a paid transaction once (the unique transaction id decides), then moves the order on.
 * A payment that does not match the order (amount, state) is kept as 'exception' for an operator.
 */
export async function applyTransaction(db: DB, t: Transaction): Promise<ApplyResult> {
  if (t.tradeState !== 'SUCCESS' || !t.transactionId) return 'ignored';
  return db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.orderNo, t.orderNo)).for('update');
    if (!o) {
      log.error('wechat pay: transaction for an unknown order', { orderNo: t.orderNo, transactionId: t.transactionId });
      return 'ignored';
    }
    const inserted = await tx
      .insert(payments)
      .values({
        orderId: o.id,
        companyId: o.companyId,
        method: 'wechat',
        amount: t.amount,
        transactionId: t.transactionId,
        state: 'pending',
        raw: t.raw,
      })
      .onConflictDoNothing({ target: payments.transactionId })
      .returning();
    if (!inserted.length) return 'duplicate';
    const pid = inserted[0]!.id;
    await logCreation(tx, paymentMachine, inserted[0]!, WECHAT, `微信支付交易单号${t.transactionId}`);
    const problem = t.amount !== o.payable ? `金额不符：实付${t.amount}分，应付${o.payable}分` : refusal(o.state, 'pay_online', 'system');
    if (problem) {
      await apply(tx, paymentMachine, pid, 'flag', WECHAT, { note: problem, set: { rejectReason: problem.slice(0, 200) } });
      log.error('wechat pay: transaction not applied', { orderNo: o.orderNo, transactionId: t.transactionId, problem });
      return 'exception';
    }
    await transition(tx, o.id, 'pay_online', WECHAT, { note: `微信支付成功，交易单号${t.transactionId}`, set: { payMethod: 'wechat' } });
    await apply(tx, paymentMachine, pid, 'confirm', WECHAT, { note: '与订单金额一致' });
    return 'applied';
  });
}

/** The status the payment page polls; asks WeChat directly while the order still looks unpaid. */
export async function paymentStatus(db: DB, me: SessionUser, orderId: number) {
  let o = await findVisibleOrder(db, me, orderId);
  if (o.state === 'unpaid' && wechatConfigured()) {
    try {
      const t = await wechatProvider().query(o.orderNo);
      if (t && t.orderNo === o.orderNo) await applyTransaction(db, t);
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      log.warn('wechat pay query failed: ' + e.message);
    }
    o = await findVisibleOrder(db, me, orderId);
  }
  return { id: o.id, state: o.state, stateName: labelOf(ORDER_STATE_NAMES, o.state), paid: !!o.paidAt };
}

/** POST /api/pay/wechat/notify: verify, decrypt, apply once. Answers WeChat's own protocol, not our envelope. */
export async function handleWechatNotify(db: DB, headers: Headers, body: string): Promise<Response> {
  if (!wechatConfigured()) return Response.json({ code: 'FAIL', message: '未开通微信支付' }, { status: 404 });
  let t: Transaction;
  try {
    t = await wechatProvider().parseNotification(headers, body);
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    log.warn('wechat pay notification refused: ' + e.message);
    return Response.json({ code: 'FAIL', message: e.message }, { status: 401 });
  }
  await applyTransaction(db, t);
  return new Response(null, { status: 204 });
}
