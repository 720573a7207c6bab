// What the buyer may do with an order now, for the buttons on /myOrder and /orderDetail.
// Each name maps to a call; the state machine still has the last word when it is made.
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { can } from '~/lib/server/auth/permissions.ts';
import type { OrderState } from './state.ts';

import type { BuyerAction } from '~/lib/shared/contracts/orders.ts';
export type { BuyerAction };

// What each action is called on its button: shared/order-actions.ts.

export function buyerActions(order: { state: string }, me: SessionUser): BuyerAction[] {
  const s = order.state as OrderState;
  const buy = can(me, 'buy');
  const pay = can(me, 'pay');
  const out: BuyerAction[] = [];
  if (s === 'unpaid' && pay) out.push('pay', 'uploadReceipt');
  if (s === 'quoted' && buy) out.push('acceptQuote', 'declineQuote');
  if (s === 'shipped' && buy) out.push('take');
  if ((s === 'quoting' || s === 'quoted' || s === 'unpaid') && buy) out.push('cancel');
  if (buy && s !== 'quoting') out.push('again');
  return out;
}
