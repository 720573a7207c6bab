// Every state machine's table, written out again independently: each listed move is allowed, every other
// (state, action, actor) is refused, and the refusals keep the Chinese words each record used before the engine.
import { describe, expect, it } from 'vitest';
import { refusalOf, targetsOf, type ActorType } from '~/lib/server/state/engine.ts';
import { orderMachine } from '~/lib/server/orders/state.ts';
import { quoteMachine } from '~/lib/server/orders/quote-state.ts';
import { paymentMachine } from '~/lib/server/payments/state.ts';
import { asMachine, buyerCancelRefusal, SYSTEM_REASONS } from '~/lib/server/aftersales/state.ts';
import { AS_REASONS } from '~/lib/shared/contracts/aftersales.ts';
import { invoiceMachine } from '~/lib/server/invoices/state.ts';
import { companyMachine } from '~/lib/server/companies/state.ts';
import { memberMachine, teamMachine } from '~/lib/server/activities/group-state.ts';
import { seckillMachine } from '~/lib/server/activities/seckill-state.ts';

const ACTORS: ActorType[] = ['user', 'operator', 'system'];
type Allowed = [action: string, from: string, to: string, by: ActorType][];

/** Expands "action: from1|from2 → to by a|b" into single rows. */
const rows = (...specs: [string, string, string, string][]): Allowed =>
  specs.flatMap(([a, froms, to, bys]) =>
    froms.split('|').flatMap((f) => bys.split('|').map((b) => [a, f, to, b as ActorType] as [string, string, string, ActorType])),
  );

const TABLES: {
  name: string;
  m: {
    states: readonly string[];
    moves: Record<string, { to: string | readonly string[]; effects?: readonly string[] }>;
    effects: object;
    names: Record<string, string>;
  };
  allowed: Allowed;
}[] = [
  {
    name: 'quote',
    m: quoteMachine,
    allowed: rows(
      ['quote', 'requested', 'quoted', 'operator'],
      ['accept', 'quoted', 'accepted', 'user'],
      ['decline', 'quoted', 'declined', 'user'],
      ['cancel', 'requested|quoted', 'cancelled', 'user|operator|system'],
    ),
  },
  {
    name: 'payment',
    m: paymentMachine,
    allowed: rows(
      ['confirm', 'pending', 'confirmed', 'operator|system'],
      ['reject', 'pending', 'rejected', 'operator'],
      ['flag', 'pending', 'exception', 'system'],
      ['resolve', 'exception', 'resolved', 'operator'],
    ),
  },
  {
    name: 'invoice',
    m: invoiceMachine,
    allowed: rows(
      ['issue', 'requested', 'issued', 'operator'],
      ['reject', 'requested', 'rejected', 'operator'],
      ['red_flush', 'issued', 'issued', 'operator'],
      ['withdraw', 'requested', 'withdrawn', 'user'],
    ),
  },
  {
    name: 'company',
    m: companyMachine,
    allowed: rows(
      ['approve', 'pending|rejected', 'approved', 'operator'],
      ['reject', 'pending|approved', 'rejected', 'operator'],
      ['resubmit', 'rejected', 'pending', 'user'],
    ),
  },
  {
    name: 'group team',
    m: teamMachine,
    allowed: rows(['complete', 'open', 'complete', 'system'], ['fail', 'open', 'failed', 'system']),
  },
  {
    name: 'group seat',
    m: memberMachine,
    allowed: rows(
      ['pay', 'unpaid', 'paid', 'system'],
      ['cancel', 'unpaid', 'cancelled', 'user|system'],
      ['refund_due', 'paid', 'refund', 'system'],
      ['pay_late', 'unpaid|cancelled', 'refund', 'system'],
      ['refunded', 'refund', 'refunded', 'operator|system'],
    ),
  },
  {
    name: 'seckill reservation',
    m: seckillMachine,
    allowed: rows(
      ['order', 'reserved', 'ordered', 'user'],
      ['pay', 'ordered', 'paid', 'system'],
      ['release', 'reserved|ordered', 'released', 'user|operator|system'],
    ),
  },
];

describe.each(TABLES)('the $name machine', ({ m, allowed }) => {
  it('allows exactly the listed moves and refuses every other (state, action, actor) in Chinese', () => {
    let ok = 0;
    for (const action of Object.keys(m.moves)) {
      for (const from of m.states) {
        for (const by of ACTORS) {
          const listed = allowed.find(([a, f, , b]) => a === action && f === from && b === by);
          const why = refusalOf(m, from, action, by);
          if (listed) {
            expect(why, `${action} ${from} by ${by}`).toBeNull();
            expect(targetsOf(m, action)).toEqual([listed[2]]);
            ok++;
          } else {
            expect(why, `${action} ${from} by ${by}`).toMatch(/[\u4e00-\u9fa5]/);
          }
        }
      }
    }
    expect(ok).toBe(allowed.length);
  });

  it('names every state, and every effect a move lists exists', () => {
    for (const s of m.states) expect(m.names[s]).toMatch(/^[\u4e00-\u9fa5，]+$/);
    for (const move of Object.values(m.moves)) {
      for (const to of typeof move.to === 'string' ? [move.to] : move.to) expect(m.states).toContain(to);
      for (const e of move.effects ?? []) expect(Object.keys(m.effects)).toContain(e);
    }
  });
});

describe('the words of the refusals, as before the engine', () => {
  it('invoices', () => {
    expect(refusalOf(invoiceMachine, 'issued', 'issue', 'operator')).toBe('发票申请当前状态为「已开票」，不能开票');
    expect(refusalOf(invoiceMachine, 'rejected', 'issue', 'operator')).toBe('发票申请当前状态为「已驳回」，不能开票');
    expect(refusalOf(invoiceMachine, 'issued', 'reject', 'operator')).toBe('只能驳回待开票的申请');
    // A request the buyer withdrew (撤回): staff are told so; the buyer is told why it cannot be withdrawn.
    expect(refusalOf(invoiceMachine, 'withdrawn', 'issue', 'operator')).toBe('买家已撤回该开票申请，无法开票');
    expect(refusalOf(invoiceMachine, 'withdrawn', 'reject', 'operator')).toBe('买家已撤回该开票申请，无需驳回');
    expect(refusalOf(invoiceMachine, 'issued', 'withdraw', 'user')).toBe('该开票申请已开票，无法撤回');
    expect(refusalOf(invoiceMachine, 'rejected', 'withdraw', 'user')).toBe('该开票申请已驳回，无法撤回');
    expect(refusalOf(invoiceMachine, 'withdrawn', 'withdraw', 'user')).toBe('该开票申请已撤回');
    expect(refusalOf(invoiceMachine, 'requested', 'withdraw', 'operator')).toBe('「撤回」需由下单企业操作');
  });

  it('companies', () => {
    expect(refusalOf(companyMachine, 'pending', 'resubmit', 'user')).toBe('企业资料正在审核中');
    expect(refusalOf(companyMachine, 'approved', 'resubmit', 'user')).toBe('企业已认证，无需重新提交');
    expect(companyMachine.refusalHttp).toBe(400);
  });

  it('group seats and seckill reservations', () => {
    expect(refusalOf(memberMachine, 'paid', 'pay', 'system')).toBe('拼团记录状态已变更');
    expect(refusalOf(seckillMachine, 'released', 'order', 'user')).toBe('秒杀资格已失效，请重新抢购');
    expect(refusalOf(seckillMachine, 'ordered', 'order', 'user')).toBe('秒杀资格已失效，请重新抢购');
  });

  it('a move made by the wrong side says who makes it', () => {
    expect(refusalOf(quoteMachine, 'requested', 'quote', 'user')).toBe('「报价」需由平台运营处理');
    expect(refusalOf(quoteMachine, 'quoted', 'accept', 'operator')).toBe('「接受报价」需由下单企业操作');
    expect(refusalOf(asMachine, 'submitted', 'approve', 'user')).toBe('「同意售后」需由平台处理');
  });
});

describe('effects are data', () => {
  it('the order machine releases what an order holds on every way to 已取消 and confirms payments the same way twice', () => {
    const m = orderMachine.moves;
    for (const a of ['cancel', 'expire', 'decline_quote'] as const)
      expect(m[a].effects).toEqual(expect.arrayContaining(['returnStock', 'releaseCoupon', 'releaseActivity']));
    expect(m.confirm_payment.effects).toEqual(m.pay_online.effects);
    expect(m.confirm_payment.effects).toEqual(expect.arrayContaining(['contract', 'activityPaid', 'notify']));
    // A transfer receipt still pending when the order gets paid goes to the exception queue (a possible double payment).
    expect(m.confirm_payment.effects).toContain('flagReceipts');
    // A full refund gives the coupon back and settles a group seat waiting for it.
    expect(m.refund.effects).toEqual(['releaseCoupon', 'activityRefunded']);
    // Moves a buyer makes name the permission their identity must hold.
    for (const [action, move] of Object.entries(m))
      if ((move.by as readonly string[]).includes('user') && action !== 'close_aftersale') expect(move, action).toHaveProperty('perm');
  });

  it('a group seat owed its money opens its order refund, with a reason for each move that owes one', () => {
    const owing = Object.entries(memberMachine.moves)
      .filter(([, move]) => move.to === 'refund')
      .map(([action, move]) => [action, move.effects]);
    expect(owing).toEqual([
      ['refund_due', ['refundOrder']],
      ['pay_late', ['refundOrder']],
    ]);
    expect(Object.keys(SYSTEM_REASONS).sort()).toEqual(['pay_late', 'refund_due']);
    for (const reason of Object.values(SYSTEM_REASONS)) expect(AS_REASONS as readonly string[]).not.toContain(reason);
    // The buyer cannot cancel the refund the platform owes them; their own approved claim they can.
    expect(buyerCancelRefusal({ state: 'approved', type: 1, reason: '拼团失败' })).toBe('该退款由平台发起，款项将原路退回，不能撤销');
    expect(buyerCancelRefusal({ state: 'approved', type: 1, reason: AS_REASONS[0] })).toBeNull();
  });
});
