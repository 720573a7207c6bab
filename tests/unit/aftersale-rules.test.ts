import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AS_ACTIONS, AS_STATES, AS_TRANSITIONS, asRefusal, REFUNDABLE, type AsActorType } from '~/lib/server/aftersales/state.ts';
import { claimMax, freightOfClaim, lastClaimFreight, lineCaps, maxRefund } from '~/lib/shared/refund-caps.ts';
import { orderRefusal } from '~/lib/server/aftersales/submit.ts';
import type { OrderRow } from '~/lib/server/orders/state.ts';
import { config } from '~/lib/server/config.ts';
import { labelOf, ORDER_STATE_NAMES } from '~/lib/shared/labels.ts';

describe('after-sales state machine', () => {
  // Every (state, type, action, actor) combination: allowed exactly when the table says so.
  const allowed = new Set([
    'submitted|1|approve|operator',
    'submitted|2|approve|operator',
    'submitted|1|reject|operator',
    'submitted|2|reject|operator',
    'approved|2|ship_back|user',
    'returning|2|receive|operator',
    'approved|1|refund_only|operator',
    'received|2|refund_return|operator',
    'submitted|1|cancel|user',
    'submitted|2|cancel|user',
    'approved|1|cancel|user',
    'approved|2|cancel|user',
    'returning|2|cancel|user',
    // Unreachable (refund-only records never enter 退货中), allowed by the table as written.
    'returning|1|cancel|user',
  ]);
  for (const state of AS_STATES)
    for (const type of [1, 2])
      for (const action of AS_ACTIONS)
        for (const by of ['user', 'operator'] as AsActorType[]) {
          const key = `${state}|${type}|${action}|${by}`;
          it(`${key} is ${allowed.has(key) ? 'allowed' : 'refused'}`, () => {
            const why = asRefusal(state, type, action, by);
            if (allowed.has(key)) expect(why).toBeNull();
            else expect(why).toMatch(/不能|需由/);
          });
        }

  it('the buyer can no longer cancel once the returned goods are received', () => {
    expect(asRefusal('received', 2, 'cancel', 'user')).toBe('售后单当前状态为「平台已收货」，不能撤销申请');
    expect(asRefusal('refunded', 1, 'cancel', 'user')).toBe('售后单当前状态为「已退款」，不能撤销申请');
  });

  it('what may be refunded now (the 待退款 queue) is what the refund moves accept: approved 仅退款, received 退货退款', () => {
    expect(REFUNDABLE).toEqual([
      { state: 'approved', type: 1 },
      { state: 'received', type: 2 },
    ]);
  });

  it('terminal states have no way out', () => {
    for (const s of ['rejected', 'refunded', 'cancelled']) {
      expect(Object.values(AS_TRANSITIONS).some((t) => (t.from as readonly string[]).includes(s))).toBe(false);
    }
  });
});

describe('refund caps', () => {
  it('discount shares add up exactly and no line is refundable above its total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ num: fc.integer({ min: 1, max: 1000 }), unit: fc.integer({ min: 1, max: 100_000 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (raw, disc) => {
          const lines = raw.map((l, i) => ({ id: i + 1, num: l.num, lineTotal: l.num * l.unit }));
          const goods = lines.reduce((s, l) => s + l.lineTotal, 0);
          const caps = lineCaps(lines, disc);
          const sum = [...caps.values()].reduce((s, v) => s + v, 0);
          expect(sum).toBe(goods - Math.min(disc, goods));
          for (const l of lines) {
            expect(Number.isInteger(caps.get(l.id))).toBe(true);
            expect(caps.get(l.id)).toBeGreaterThanOrEqual(0);
            expect(caps.get(l.id)).toBeLessThanOrEqual(l.lineTotal);
          }
        },
      ),
    );
  });

  it('claims in any split never refund more than the cap, and the last units get the remainder', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 20 }),
        (num, cap, parts) => {
          let used = { num: 0, amount: 0 };
          for (const p of [...parts, num]) {
            const n = Math.min(p, num - used.num);
            if (n <= 0) break;
            const m = maxRefund(cap, num, used, n);
            expect(m).toBeGreaterThanOrEqual(0);
            used = { num: used.num + n, amount: used.amount + m };
            expect(used.amount).toBeLessThanOrEqual(cap);
          }
          if (used.num === num) expect(used.amount).toBe(cap);
        },
      ),
    );
  });

  it('refuses more units than are left', () => {
    expect(maxRefund(1000, 10, { num: 8, amount: 800 }, 3)).toBe(0);
    expect(maxRefund(1000, 10, { num: 0, amount: 0 }, 5)).toBe(500);
    expect(maxRefund(999, 10, { num: 5, amount: 499 }, 5)).toBe(500);
  });
});

describe('the freight of an order never shipped (lastClaimFreight, claimMax)', () => {
  const unshipped = { freight: 1500, shippedAt: null };
  const open = (a: number, b: number) => [
    { id: 1, leftNum: a },
    { id: 2, leftNum: b },
  ];
  it('goes with the claim of the only line left, once, and never on a shipped order', () => {
    expect(lastClaimFreight(unshipped, open(0, 3), 2, 0)).toBe(1500);
    expect(lastClaimFreight(unshipped, open(1, 3), 2, 0)).toBe(0); // another line still open
    expect(lastClaimFreight(unshipped, open(0, 3), 1, 0)).toBe(0); // the line itself is claimed in full
    expect(lastClaimFreight(unshipped, open(0, 3), 2, 1500)).toBe(0); // a record holds it already
    expect(lastClaimFreight({ freight: 1500, shippedAt: new Date() }, open(0, 3), 2, 0)).toBe(0);
    expect(lastClaimFreight({ freight: 0, shippedAt: null }, open(0, 3), 2, 0)).toBe(0);
  });
  it('is counted only with the last units, and a claim asks it only above the goods', () => {
    const l = { cap: 9000, num: 3, used: { num: 0, amount: 0 }, leftNum: 3, freight: 1500 };
    expect([claimMax(l, 1), claimMax(l, 2), claimMax(l, 3)]).toEqual([3000, 6000, 10_500]);
    expect([freightOfClaim(l, 3, 9000), freightOfClaim(l, 3, 9800), freightOfClaim(l, 3, 10_500)]).toEqual([0, 800, 1500]);
    expect(freightOfClaim({ ...l, freight: 0 }, 3, 9000)).toBe(0);
  });
});

describe('which orders take a new after-sales record (orderRefusal: the submission and the order page link)', () => {
  const DAY = 86400_000;
  const now = Date.parse('2026-11-27T04:00:00Z');
  const order = (state: string, completedDaysAgo: number | null = null, shipped = true) => ({
    state: state as OrderRow['state'],
    completedAt: completedDaysAgo === null ? null : new Date(now - completedDaysAgo * DAY),
    shippedAt: shipped ? new Date(now - 30 * DAY) : null,
  });
  it('by state: the states the order machine opens after-sales from, and one already open', () => {
    for (const s of ['unshipped', 'shipped', 'aftersale']) expect(orderRefusal(order(s), null, now), s).toBeNull();
    expect(orderRefusal(order('completed', 1), null, now)).toBeNull();
    for (const s of ['unpaid', 'confirming', 'quoting', 'cancelled', 'refunded'])
      expect(orderRefusal(order(s), null, now), s).toBe(`订单当前状态为「${labelOf(ORDER_STATE_NAMES, s)}」，不能申请售后`);
  });
  it(`within ${config.aftersaleDays} days of receipt, not after`, () => {
    expect(orderRefusal(order('completed', config.aftersaleDays), null, now)).toBeNull();
    expect(orderRefusal(order('completed', config.aftersaleDays + 0.01), null, now)).toBe(
      `已超过售后期限（确认收货后${config.aftersaleDays}天内可申请）`,
    );
  });
  it('a return needs the goods shipped', () => {
    expect(orderRefusal(order('unshipped', null, false), 2, now)).toBe('订单尚未发货，请选择仅退款');
    expect(orderRefusal(order('unshipped', null, false), 1, now)).toBeNull();
  });
});
