// What the buyer may do with an order now, for the buttons on /myOrder and /orderDetail. A button shows exactly when
// the call behind it would be let through: the order machine's move (its states and buyer permission) decides, so
// the buttons and the calls cannot disagree. The machine still has the last word when the call is made.
import { awaitingQuote } from '~/lib/shared/pricing.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { can, type Permission } from '~/lib/server/auth/permissions.ts';
import { PERMISSION_NAMES } from '~/lib/server/auth/sub-accounts.ts';
import { ORDER_ACTION_LABELS } from '~/lib/shared/order-actions.ts';
import { refusal, TRANSITIONS, type Action } from './state.ts';

import type { BuyerAction } from '~/lib/shared/contracts/orders.ts';
export type { BuyerAction };

// What each action is called on its button: shared/order-actions.ts.

/**
 * The move each button makes, in the order the buttons are drawn. 去付款 opens the payment page, whose bank
 * transfer is the receipt move (an online payment lands as the system's move).
 */
const MOVE_OF: readonly (readonly [Exclude<BuyerAction, 'again'>, Action])[] = [
  ['pay', 'submit_receipt'],
  ['uploadReceipt', 'submit_receipt'],
  ['acceptQuote', 'accept_quote'],
  ['declineQuote', 'decline_quote'],
  ['take', 'take'],
  ['cancel', 'cancel'],
];

/**
 * 再次购买 puts the lines back in the cart, not a move of the order. While the order waits for its quote the lines
 * are still being priced: buying them again would send the same request twice.
 */
export const againRefusal = (state: string): string | null => (awaitingQuote({ state }) ? '订单待报价，报价后可再次购买' : null);

/** Whether this user may make this move on an order in this state: the move's states and its buyer permission. */
function userMay(me: SessionUser, state: string, action: Action): boolean {
  const perm = TRANSITIONS[action].perm;
  return refusal(state, action, 'user') === null && (!perm || can(me, perm));
}

export function buyerActions(order: { state: string }, me: SessionUser): BuyerAction[] {
  const out: BuyerAction[] = MOVE_OF.filter(([, action]) => userMay(me, order.state, action)).map(([button]) => button);
  if (can(me, 'buy') && againRefusal(order.state) === null) out.push('again');
  return out;
}

/**
 * What the order now waits for that this user's identity may not do (a 财务 before a quote to accept or goods to
 * receive, a 采购员 …): one sentence per permission missing, naming the buttons and the permission, so the page says
 * who can act instead of showing no button and no reason. The same moves and permissions as buyerActions.
 */
export function othersActions(order: { state: string }, me: SessionUser): string[] {
  const missing = new Map<Permission, string[]>();
  for (const [button, action] of MOVE_OF) {
    const perm = TRANSITIONS[action].perm;
    if (!perm || can(me, perm) || refusal(order.state, action, 'user') !== null) continue;
    missing.set(perm, [...(missing.get(perm) ?? []), ORDER_ACTION_LABELS[button]]);
  }
  return [...missing].map(
    ([perm, labels]) => `${labels.join('、')}需由有「${PERMISSION_NAMES[perm]}」权限的账号操作，如需开通请联系企业主账号`,
  );
}
