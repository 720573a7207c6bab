// Work the server does besides answering requests: the timed jobs, the change listener (PostgreSQL) and the
// operator socket. Every server tries each job on its timer; runJobOnce (db/lock.ts) lets one of them run each
// round (a PostgreSQL advisory try-lock) and skips a round that would overlap the previous one.
import type { DB } from './db/client.ts';
import { runJobOnce } from './db/lock.ts';
import { config } from './config.ts';
import { log } from './log.ts';
import { sweepExpired } from './orders/sweep.ts';
import { sweepActivities } from './activities/sweeper.ts';
import { prunePageViews } from './storefront/analytics.ts';
import { pruneCartAddKeys } from './cart/add.ts';
import { startOpsSocket } from './ops/socket.ts';
import { startChangeListener } from './public-caches.ts';
import { wechatConfigured } from './payments/wechat-config.ts';
import { wechatProvider } from './payments/wechat.ts';

/** The first order sweep waits a little: right after start the first visitors' pages come first (order pages sweep
 * their own company's expired orders anyway, so nobody sees a stale order meanwhile). */
const FIRST_SWEEP_DELAY_MS = 5_000;

let started = false;

function every(db: DB, job: string, everyMs: number, firstMs: number, fn: () => Promise<unknown>): void {
  const tick = () => {
    runJobOnce(db, job, fn).catch((e) => log.error(`${job} failed: ` + (e instanceof Error ? e.message : String(e))));
  };
  setTimeout(tick, firstMs).unref();
  setInterval(tick, everyMs).unref();
}

export function startBackground(db: DB): void {
  if (started) return;
  started = true;
  startChangeListener(db);
  const orderMs = config.jobs.orderSweepSeconds * 1000;
  every(db, 'order-sweep', orderMs, Math.min(FIRST_SWEEP_DELAY_MS, orderMs), () => sweepExpired(db));
  // Settles expired group-buys and releases stale seckill reservations.
  const activityMs = config.jobs.activitySweepSeconds * 1000;
  every(db, 'activity-sweep', activityMs, activityMs, () => sweepActivities(db));
  // Stored page views older than PV_RETENTION_DAYS (analytics.ts), hourly; the first run a minute after start.
  if (config.pageViews.retentionDays > 0) every(db, 'pv-prune', 3600_000, 60_000, () => prunePageViews(db));
  // Cart add keys older than a day (cart/add.ts CART_ADD_KEY_HOURS), hourly; the first run two minutes after start.
  every(db, 'cart-key-prune', 3600_000, 120_000, () => pruneCartAddKeys(db));
  // WeChat Pay platform certificates: downloaded soon after start when none is stored, then kept fresh (wechat-certs.ts).
  if (wechatConfigured()) every(db, 'wechat-certs', 3600_000, 2_000, () => wechatProvider().certs.refreshIfDue());
  startOpsSocket(db);
}
