import { PGlite } from '@electric-sql/pglite';
const c = await PGlite.create(process.env.DD + '/pgdata');
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
async function time(name: string, fn: () => Promise<unknown>, n = 1000) {
  for (let i = 0; i < 100; i++) await fn();
  const c0 = cpu(), t0 = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name.padEnd(30), 'cpu ms/op', ((cpu() - c0) / n).toFixed(3), 'wall', ((performance.now() - t0) / n).toFixed(3));
}
await time('query select 1', () => c.query('select 1'));
await time('query select $1', () => c.query('select $1::int', [1]));
await time('exec select 1', () => c.exec('select 1'));
await time('query count cart', () => c.query('select count(*) from cart_items where user_id = $1 and kind = $2', [1, 'cart']));
await time('query select 1 again', () => c.query('select 1'));
await c.close();
