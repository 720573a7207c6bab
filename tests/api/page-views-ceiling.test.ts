// Whatever their addresses, a server process records at most PV_HOURLY_MAX page views an hour (takeHourlyView): many
// addresses together can neither fill page_views nor flood a beacon. Against a database of its own.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { count } from 'drizzle-orm';

const CEILING = await vi.hoisted(async () => {
  process.env.PV_HOURLY_MAX = '8';
  process.env.PV_IP_HOURLY_MAX = '2';
  process.env.ANALYTICS = 'db';
  return 8;
});

import { domainDb } from '../helpers/domain-db.ts';
import { pageViews } from '~/lib/server/db/schema/index.ts';
import { recordPageView, takeHourlyView } from '~/lib/server/storefront/analytics.ts';
import { log } from '~/lib/server/log.ts';

let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(inject('dbDriver'));
  db = d.db;
});
afterAll(async () => {
  await d?.dispose();
});

const stored = async () => (await db.select({ n: count() }).from(pageViews))[0]!.n;
const view = (address: string) => recordPageView(db, null, { path: '/indexpage/productlist' }, address);

describe('the store-wide ceiling', () => {
  it(`of 20 parallel views from 20 addresses ${CEILING} are stored; views refused by an address's budget take none of it`, async () => {
    const warn = vi.spyOn(log, 'warn');
    // One address over its own budget (2): its third view is refused there and leaves the ceiling untouched.
    for (let i = 0; i < 3; i++) await view('198.51.100.1');
    expect(await stored()).toBe(2);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => view(`203.0.113.${i + 1}`)));
    expect(answers.filter((a) => a.recorded)).toHaveLength(CEILING - 2);
    expect(await stored()).toBe(CEILING);
    // Logged once an hour, not once a view.
    expect(warn.mock.calls.filter(([m]) => /PV_HOURLY_MAX/.test(String(m)))).toHaveLength(1);
    expect(await view('192.0.2.77')).toEqual({ recorded: false });
    warn.mockRestore();
  });

  it('an hour after its first view the count starts again', () => {
    const later = Date.now() + 3600_000 + 1000;
    expect(takeHourlyView(later)).toBe(true);
    for (let i = 1; i < CEILING; i++) expect(takeHourlyView(later + i)).toBe(true);
    expect(takeHourlyView(later + CEILING)).toBe(false);
  });
});
