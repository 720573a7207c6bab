import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ORDER_STATES,
  refusal,
  STATE_NAMES,
  targetOf,
  TRANSITIONS,
  type Action,
  type ActorType,
  type OrderState,
} from '~/lib/server/orders/state.ts';

// The allowed transitions, written out independently of the module: action, from, to, who.
const ALLOWED: [Action, OrderState, OrderState, ActorType][] = [
  ['quote', 'quoting', 'quoted', 'operator'],
  ['accept_quote', 'quoted', 'unpaid', 'user'],
  ['decline_quote', 'quoted', 'cancelled', 'user'],
  ...(['quoting', 'quoted', 'unpaid'] as const).flatMap(
    (s) =>
      [
        ['cancel', s, 'cancelled', 'user'],
        ['cancel', s, 'cancelled', 'operator'],
      ] as [Action, OrderState, OrderState, ActorType][],
  ),
  ['expire', 'unpaid', 'cancelled', 'system'],
  ['submit_receipt', 'unpaid', 'confirming', 'user'],
  ['reject_payment', 'confirming', 'unpaid', 'operator'],
  ['confirm_payment', 'confirming', 'unshipped', 'operator'],
  ['pay_online', 'unpaid', 'unshipped', 'system'],
  ['pay_online', 'confirming', 'unshipped', 'system'],
  ['ship', 'unshipped', 'shipped', 'operator'],
  ['take', 'shipped', 'completed', 'user'],
  ['deliver', 'shipped', 'completed', 'operator'],
  ...(['unshipped', 'shipped', 'completed'] as const).flatMap((from) =>
    (['user', 'system'] as const).map((who) => ['open_aftersale', from, 'aftersale', who] as [Action, OrderState, OrderState, ActorType]),
  ),
  ...(['unshipped', 'shipped', 'completed'] as const).flatMap((to) =>
    (['user', 'operator', 'system'] as const).map(
      (who) => ['close_aftersale', 'aftersale', to, who] as [Action, OrderState, OrderState, ActorType],
    ),
  ),
  ['refund', 'aftersale', 'refunded', 'operator'],
];
const ACTORS: ActorType[] = ['user', 'operator', 'system'];

describe('order state machine table', () => {
  it('names every state in Chinese, including the ones after-sales needs', () => {
    expect(STATE_NAMES).toMatchObject({
      quoting: '待报价',
      unpaid: '待付款',
      confirming: '待确认收款',
      unshipped: '待发货',
      shipped: '待收货',
      completed: '已完成',
      cancelled: '已取消',
      aftersale: '售后中',
      refunded: '已退款',
    });
    for (const s of ORDER_STATES) expect(STATE_NAMES[s]).toMatch(/^[\u4e00-\u9fa5]+$/);
  });

  it('allows exactly the listed transitions and refuses every other (action, state, actor, target)', () => {
    let allowed = 0;
    let refused = 0;
    for (const action of ACTIONS) {
      for (const from of ORDER_STATES) {
        for (const by of ACTORS) {
          for (const to of ORDER_STATES) {
            const listed = ALLOWED.some(([a, f, t, w]) => a === action && f === from && t === to && w === by);
            const multi = Array.isArray(TRANSITIONS[action].to);
            const answer = refusal(from, action, by, multi ? to : undefined);
            if (!multi && targetOf(action) !== to) continue; // single-target rules: only their own target is meaningful
            if (listed) {
              expect(answer, `${action} ${from}→${to} by ${by}`).toBeNull();
              allowed++;
            } else {
              expect(answer, `${action} ${from}→${to} by ${by}`).toMatch(/[\u4e00-\u9fa5]/);
              refused++;
            }
          }
        }
      }
    }
    expect(allowed).toBe(ALLOWED.length);
    expect(refused).toBeGreaterThan(300);
  });

  it('explains a refusal in Chinese: the current state and the attempted action', () => {
    expect(refusal('completed', 'cancel', 'user')).toBe('订单当前状态为「已完成」，不能取消订单');
    expect(refusal('cancelled', 'take', 'user')).toBe('订单当前状态为「已取消」，不能确认收货');
    expect(refusal('unshipped', 'ship', 'user')).toBe('「发货」需由平台运营处理');
    expect(refusal('shipped', 'take', 'operator')).toBe('「确认收货」需由下单企业操作');
    expect(refusal('aftersale', 'close_aftersale', 'operator')).toBe('「结束售后」需指定目标状态');
  });
});
