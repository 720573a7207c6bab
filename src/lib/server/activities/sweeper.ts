// Time-driven activity work, run once a minute by one server (background.ts; each step is also safe to run
// concurrently): settle group-buys whose window has passed and give back seckill units never turned into an order.
import type { DB } from '~/lib/server/db/client.ts';
import { log } from '~/lib/server/log.ts';
import { TOPICS, notifyChange } from '~/lib/server/public-caches.ts';
import { settleGroups } from './groups.ts';
import { expireSeckillReservations } from './seckill.ts';

export async function sweepActivities(db: DB, now = new Date()) {
  const groups = await settleGroups(db, now);
  const released = await expireSeckillReservations(db, now);
  if (groups.failed.length || groups.completed.length || released) {
    log.info(
      `activities: ${groups.completed.length} groups completed, ${groups.failed.length} failed (${groups.refunds.length} refunds opened in after-sales), ${released} seckill reservations released`,
    );
    // Stock and sales moved.
    await notifyChange(db, TOPICS.catalogue);
  }
  return { ...groups, released };
}
