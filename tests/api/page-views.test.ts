// Stored page views are bounded: a per-client-address hourly budget (PV_IP_HOURLY_MAX, counted like the SMS limits by
// address-budget.ts) and a retention (PV_RETENTION_DAYS, prunePageViews), against a database of its own.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';

const BUDGET = await vi.hoisted(async () => {
  process.env.PV_IP_HOURLY_MAX = '5';
  process.env.ANALYTICS = 'db';
  return 5;
});

import { domainDb } from '../helpers/domain-db.ts';
import { pageViews } from '~/lib/server/db/schema/index.ts';
import { prunePageViews, recordPageView } from '~/lib/server/storefront/analytics.ts';

let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(inject('dbDriver'));
  db = d.db;
});
afterAll(async () => {
  await d?.dispose();
});

const stored = async (clientIp?: string) =>
  (
    await db
      .select({ n: count() })
      .from(pageViews)
      .where(clientIp === undefined ? undefined : eq(pageViews.clientIp, clientIp))
  )[0]!.n;
const view = (address: string, i = 0) => recordPageView(db, null, { path: `/indexpage/productlist?p=${i}` }, address);

describe('the per-address budget', () => {
  it(`of 30 parallel views from one address ${BUDGET} are stored, the rest answer recorded: false and store nothing`, async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => view('203.0.113.9', i)));
    expect(answers.filter((a) => a.recorded)).toHaveLength(BUDGET);
    expect(answers.filter((a) => !a.recorded)).toHaveLength(30 - BUDGET);
    expect(await stored('203.0.113.9')).toBe(BUDGET);
    // another client still has its own budget
    expect(await view('203.0.113.10')).toEqual({ recorded: true });
  });

  it('an IPv6 client is counted by its /64, and views older than an hour no longer count', async () => {
    for (let i = 0; i < BUDGET; i++) expect(await view(`2001:db8:1:2::${i + 1}`, i)).toEqual({ recorded: true });
    expect(await view('2001:db8:1:2:ffff::9')).toEqual({ recorded: false });
    expect(await view('2001:db8:1:3::1')).toEqual({ recorded: true });
    await db
      .update(pageViews)
      .set({ at: new Date(Date.now() - 3600_000 - 60_000) })
      .where(eq(pageViews.clientIp, '203.0.113.9'));
    expect(await view('203.0.113.9')).toEqual({ recorded: true });
  });
});

describe('retention', () => {
  it('deletes views older than the retention in batches, keeps newer ones, and keeps all with 0 days', async () => {
    await db.delete(pageViews);
    const now = new Date('2026-06-01T00:00:00Z');
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86400_000);
    await db
      .insert(pageViews)
      .values([
        ...Array.from({ length: 7 }, (_, i) => ({ path: `/old/${i}`, at: daysAgo(181 + i) })),
        { path: '/edge', at: daysAgo(179) },
        { path: '/new', at: daysAgo(1) },
      ]);
    expect(await prunePageViews(db, 0, now)).toBe(0);
    expect(await stored()).toBe(9);
    // batches of 3: 3 + 3 + 1, all in one run
    expect(await prunePageViews(db, 180, now, 3)).toBe(7);
    const left = await db.select({ path: pageViews.path }).from(pageViews).orderBy(pageViews.path);
    expect(left.map((r) => r.path)).toEqual(['/edge', '/new']);
    // a run does at most its batches; the rest goes in the next run
    await db.insert(pageViews).values(Array.from({ length: 5 }, (_, i) => ({ path: `/older/${i}`, at: daysAgo(200) })));
    expect(await prunePageViews(db, 180, now, 2, 2)).toBe(4);
    expect(await prunePageViews(db, 180, now, 2, 2)).toBe(1);
    expect(await stored()).toBe(2);
  });
});
