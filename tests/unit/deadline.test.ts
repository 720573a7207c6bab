// @vitest-environment happy-dom
// A payment page left open reloads when its pay deadline passes (lib/client/deadline.ts), so it shows the cancelled
// order instead of a payment the server would refuse.
import { describe, expect, it } from 'vitest';
import { reloadAtDeadlines } from '~/lib/client/deadline.ts';

const NOW = Date.parse('2026-11-27T04:00:00Z');

function page(...deadlines: string[]) {
  const root = document.createElement('div');
  root.innerHTML = deadlines.map((d) => `<dd data-reload-at="${d}">…</dd>`).join('');
  const timers: number[] = [];
  let reloads = 0;
  reloadAtDeadlines(root, {
    now: () => NOW,
    reload: () => reloads++,
    later: (f, ms) => {
      timers.push(ms);
      f();
    },
  });
  return { timers, reloads: () => reloads };
}

describe('payment pages and their deadline', () => {
  it('reload one second after the deadline', () => {
    const p = page('2026-11-27T04:30:00.000Z');
    expect(p.timers).toEqual([30 * 60_000 + 1000]);
    expect(p.reloads()).toBe(1);
  });

  it('leave a deadline already past (the server has shown the page after it), a missing one and one over a week off', () => {
    expect(page('2026-11-27T03:59:00.000Z', '', 'not a time', '2026-12-04T04:00:02.000Z').timers).toEqual([]);
    expect(page('2026-12-04T03:59:59.000Z').timers).toEqual([7 * 24 * 3600_000]);
  });
});
