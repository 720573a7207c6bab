// A coupon's 发放总量 lowered by staff while a buyer claims it: the edit reads the coupons claimed under the coupon's
// row lock, the lock a claim's conditional UPDATE of claimed takes, so a claim in progress is counted before the new
// total is checked (saveCoupon in activities/manage.ts, claimCoupon in activities/coupons.ts).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buyer, domainDb } from '../helpers/domain-db.ts';
import { coupons } from '~/lib/server/db/schema/index.ts';
import { claimCoupon } from '~/lib/server/activities/coupons.ts';
import { saveCoupon, type CouponInput } from '~/lib/server/activities/manage.ts';
import type { DB } from '~/lib/server/db/client.ts';

const driver = inject('dbDriver');
let d: Awaited<ReturnType<typeof domainDb>>;
let db: DB;
beforeAll(async () => {
  d = await domainDb(driver);
  db = d.db;
});
afterAll(async () => d?.dispose());

const coupon = (total: number): CouponInput => ({
  title: '限量券',
  type: 'full',
  amount: 500,
  rate: 100,
  minAmount: 5000,
  cate1Id: 0,
  total,
  perUser: 1,
  startAt: null,
  endAt: null,
  validDays: 0,
  claimable: true,
  description: '',
});
const stored = async (id: number) => (await db.select().from(coupons).where(eq(coupons.id, id)))[0]!;

describe('lowering a coupon’s 发放总量', () => {
  it('is refused below the coupons claimed, and allowed down to them', async () => {
    const c = await saveCoupon(db, coupon(10));
    for (let i = 0; i < 2; i++) await claimCoupon(db, await buyer(db), c.id);
    await expect(saveCoupon(db, { ...coupon(1), id: c.id })).rejects.toMatchObject({ status: 400, message: '发放总量不能少于已领取的2张' });
    expect((await stored(c.id)).total).toBe(10);
    await saveCoupon(db, { ...coupon(2), id: c.id });
    expect(await stored(c.id)).toMatchObject({ total: 2, claimed: 2 });
  });

  it('counts a claim still in progress: the edit waits for it, then refuses (PostgreSQL; PGlite runs one transaction at a time)', async () => {
    const c = await saveCoupon(db, coupon(10));
    await claimCoupon(db, await buyer(db), c.id);
    if (driver !== 'postgres') {
      // One connection: the claim and the edit cannot overlap; in turn, the edit sees the claim.
      await claimCoupon(db, await buyer(db), c.id);
      await expect(saveCoupon(db, { ...coupon(1), id: c.id })).rejects.toMatchObject({ status: 400 });
      return;
    }
    const late = await buyer(db);
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    let claimed!: () => void;
    const claimHeld = new Promise<void>((ok) => (claimed = ok));
    // A claim that has taken its coupon (claimed 1 → 2) and not committed yet.
    const claim = db.transaction(async (tx) => {
      await claimCoupon(tx as unknown as DB, late, c.id);
      claimed();
      await gate;
    });
    await claimHeld;
    // Staff lower the total to the 1 claimed as committed: the edit must wait for the claim's row lock.
    const edit = db
      .transaction((tx) => saveCoupon(tx as unknown as DB, { ...coupon(1), id: c.id }))
      .then(
        () => 'saved',
        (e: Error) => e.message,
      );
    // Deterministic: the claim is released only once the edit is seen waiting for a lock.
    for (let i = 0; ; i++) {
      // (a row lock's waiter waits on the holder's transaction id: a lock of no database, so the sessions are this database's)
      const r = (await db.execute(sql`select count(*)::int as n from pg_locks where not granted and pid in (
        select pid from pg_stat_activity where datname = current_database())`)) as unknown as { rows: { n: number }[] };
      if (r.rows[0]!.n > 0) break;
      if (i > 200) throw new Error('the edit never waited for the claim');
      await new Promise((ok) => setTimeout(ok, 20));
    }
    release();
    await claim;
    expect(await edit).toBe('发放总量不能少于已领取的2张');
    expect(await stored(c.id)).toMatchObject({ total: 10, claimed: 2 });
  });
});
