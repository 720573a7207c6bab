// Time-driven activity work, once a minute in every server process (each step is safe to run concurrently):
// settle group-buys whose window has passed and give back seckill units never turned into an order.
import type { DB } from '../db/client.ts';
import { log } from '../log.ts';
import { settleGroups } from './groups.ts';
import { expireSeckillReservations } from './seckill.ts';

export async function sweepActivities(db: DB, now = new Date()) {
  const groups = await settleGroups(db, now);
  const released = await expireSeckillReservations(db, now);
  if (groups.failed.length || groups.completed.length || released) {
    log.info(`activities: ${groups.completed.length} groups completed, ${groups.failed.length} failed (${groups.refunds.length} refunds due), ${released} seckill reservations released`);
  }
  return { ...groups, released };
}

export function startActivitySweeper(getDb: () => Promise<DB>, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => sweepActivities(db))
      .catch((e) => log.error('activity sweep failed: ' + (e instanceof Error ? e.message : String(e))))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
