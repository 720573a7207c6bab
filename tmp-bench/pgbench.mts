import { openDatabase } from '/work/wt/perf/src/lib/server/db/client.ts';
import { resolveSession, createSession } from '/work/wt/perf/src/lib/server/auth/sessions.ts';
import { cartCount } from '/work/wt/perf/src/lib/server/cart/count.ts';
import { sql } from 'drizzle-orm';
const d = await openDatabase({ dataDir: process.env.DD!, url: process.env.DBURL });
const db = d.db;
const { token } = await createSession(db, 1);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
async function time(name: string, fn: () => Promise<unknown>, n = 500) {
  for (let i = 0; i < 50; i++) await fn();
  const c0 = cpu(), t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name.padEnd(30), 'cpu ms/op', ((cpu() - c0) / n).toFixed(3), 'wall', ((performance.now() - t0) / n).toFixed(3));
}
await time('select 1 (execute)', () => db.execute(sql`select 1`));
await time('resolveSession', () => resolveSession(db, token));
await time('cartCount', () => cartCount(db, 1));
await time('JSON.stringify noop', async () => JSON.stringify({ a: 1 }));
await d.close();
