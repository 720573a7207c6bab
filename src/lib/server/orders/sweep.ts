// Unpaid orders past their deadline are cancelled by the system, giving back stock and coupon.
// Runs on a timer in the server (see ../background.ts), on demand before order pages, and by `npm run ops -- order:sweep`.
import { and, eq, lt, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DB } from '~/lib/server/db/client.ts';
import { orders } from '~/lib/server/db/schema/index.ts';
import { ApiError } from '~/lib/server/http.ts';
import { log } from '~/lib/server/log.ts';
import { transition } from './state.ts';
import { TOPICS, notifyChange } from '~/lib/server/public-caches.ts';

/**
 * The rule: an order still unpaid past its deadline, for `t` (the orders table or an alias of it). `now` as a Date, or
 * as a prepared statement's placeholder (the time as the column sends it, in UTC).
 */
export const overdueUnpaid = (t: { state: AnyPgColumn; payDeadline: AnyPgColumn }, now: Date | Placeholder) =>
  and(eq(t.state, 'unpaid'), lt(t.payDeadline, now))!;

export async function sweepExpired(db: DB, opts: { now?: Date; companyId?: number; limit?: number } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const where = and(overdueUnpaid(orders, now), opts.companyId ? eq(orders.companyId, opts.companyId) : undefined);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(orders.payDeadline)
    .limit(opts.limit ?? 200);
  let cancelled = 0;
  for (const o of due) {
    try {
      await db.transaction((tx) =>
        transition(
          tx,
          o.id,
          'expire',
          { type: 'system' },
          {
            note: '超时未付款，系统自动取消',
            set: { cancelReason: '超时未付款，系统自动取消' },
            // A payment or a rejected receipt may have moved the deadline meanwhile: check again under the lock.
            guard: (cur) => (cur.payDeadline && cur.payDeadline < now ? null : '付款期限已更新'),
          },
        ),
      );
      cancelled++;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  if (cancelled) {
    log.info(`order sweeper: ${cancelled} unpaid order(s) cancelled`);
    // Stock went back on sale.
    await notifyChange(db, TOPICS.catalogue);
  }
  return cancelled;
}
