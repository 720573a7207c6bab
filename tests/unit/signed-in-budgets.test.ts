// The signed-in bench's budget lines (issue #14; scripts/bench/signed-in.mjs): each budget of the issue is checked
// against the run's own /api/health, and a row fails on any of them.
import { describe, expect, it } from 'vitest';
import { signedInBudgets } from '../../scripts/bench/signed-in.mjs';

const row = (kind: string, path: string, share: number, over: object = {}) => ({
  kind,
  path,
  share,
  p50: 10,
  p99: 50,
  errors: 0,
  requests: 100,
  ...over,
});

function result(over: { rows?: object[]; writes?: object } = {}) {
  return {
    label: 'PGlite',
    health: {
      before: { url: 'http://127.0.0.1:1/api/health', p50: 2, p99: 9, errors: 0, requests: 1000 },
      after: { url: 'http://127.0.0.1:1/api/health', p50: 2, p99: 9, errors: 0, requests: 1000 },
    },
    rows: over.rows ?? [
      row('call', '/api/cart/count', 0.5),
      row('page', '/myOrder', 0.15),
      { ...row('search', '/search', 0.15), distinctPaths: 10, asked: 10 },
    ],
    writes: {
      buyers: 50,
      create: { p50: 100, p99: 250 },
      ordersPerSec: 200,
      orders: 250,
      attempted: 250,
      wrongCount: 0,
      wrong: [],
      errors: 0,
      ...over.writes,
    },
  };
}
const failing = (res: object) => (signedInBudgets(res) as [string, string, boolean][]).filter(([, , pass]) => !pass).map(([name]) => name);

describe('signed-in bench budgets', () => {
  it('pass at exactly the issue figures: calls 50%, pages and the search 15%, p99 10× p50, submission p99 250 ms', () => {
    expect(failing(result())).toEqual([]);
  });

  it('fail a row under its share, a long tail, an error, a search asked twice, a slow or wrong order', () => {
    const res = result({
      rows: [
        row('call', '/api/cart/count', 0.499),
        row('page', '/myOrder', 0.149),
        row('page', '/userInfo', 0.2, { p99: 101 }),
        row('page', '/', 0.2, { errors: 1 }),
        { ...row('search', '/search', 0.2), distinctPaths: 9, asked: 10 },
      ],
      writes: { create: { p50: 100, p99: 251 }, wrongCount: 1 },
    });
    expect(failing(res)).toEqual([
      'PGlite signed-in call /api/cart/count ≥ 50% of /api/health',
      'PGlite signed-in page /myOrder ≥ 15% of /api/health',
      'PGlite p99 ≤ 10× p50, 0 errors: /userInfo',
      'PGlite p99 ≤ 10× p50, 0 errors: /',
      'PGlite searches all new (keyword, or keyword and sort)',
      'PGlite 50 buyers ordering at once: submission p99 ≤ 250 ms',
      'PGlite every order correct, 0 errors',
    ]);
  });
});
