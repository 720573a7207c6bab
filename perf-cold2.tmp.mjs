const { PGlite } = await import('@electric-sql/pglite');
const conf = process.argv[2] ? process.argv[2].split(',') : undefined;
const t1 = performance.now();
const c = await PGlite.create('/tmp/perf-cold/pgdata', conf ? { startParams: undefined, postgresqlconf: conf } : {});
const t2 = performance.now();
await c.query('select 1');
console.log(process.argv[2], { create: Math.round(t2 - t1), rss: Math.round(process.memoryUsage().rss/1e6) });
await c.close();
