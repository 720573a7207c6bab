// The buttons an order offers (orders/actions.ts) are the calls that would be let through: written out here
// independently of the module, for each state and each kind of account.
import { describe, expect, it } from 'vitest';
import { againRefusal, buyerActions, type BuyerAction } from '~/lib/server/orders/actions.ts';
import { ORDER_STATES, type OrderState } from '~/lib/server/orders/state.ts';
import { sessionUser } from '../helpers/session-user.ts';

const account = sessionUser;

// What an account that may buy and pay sees, state by state.
const FULL: Record<OrderState, BuyerAction[]> = {
  quoting: ['cancel'],
  quoted: ['acceptQuote', 'declineQuote', 'cancel', 'again'],
  unpaid: ['pay', 'uploadReceipt', 'cancel', 'again'],
  confirming: ['again'],
  unshipped: ['again'],
  shipped: ['take', 'again'],
  completed: ['again'],
  aftersale: ['again'],
  refunded: ['again'],
  cancelled: ['again'],
};

describe('buyerActions', () => {
  it('covers every state the machine has', () => {
    expect(Object.keys(FULL).sort()).toEqual([...ORDER_STATES].sort());
  });

  it.each(ORDER_STATES)('%s: the main account and a buyer see the moves they may make', (state) => {
    expect(buyerActions({ state }, account('main', null))).toEqual(FULL[state]);
    expect(buyerActions({ state }, account('buyer'))).toEqual(FULL[state]);
  });

  it('finance may pay but not buy: only the payment buttons, never cancel, take, quotes or buy again', () => {
    for (const state of ORDER_STATES) {
      expect(buyerActions({ state }, account('finance'))).toEqual(state === 'unpaid' ? ['pay', 'uploadReceipt'] : []);
    }
  });

  it('buying again is refused while the quote is awaited, with a reason, and only then', () => {
    expect(againRefusal('quoting')).toBe('订单待报价，报价后可再次购买');
    for (const state of ORDER_STATES.filter((s) => s !== 'quoting')) expect(againRefusal(state)).toBeNull();
  });
});
