// `npm run bench`: builds, starts the store on a seeded database, measures it against a plain node:http
// baseline in the same run, checks the budgets, writes bench/results.json and prints a Markdown table.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  BROWSER_HEADERS,
  ROOT,
  benchDatabase,
  cannon,
  cannonAsync,
  cores,
  freePort,
  hasTaskset,
  pinned,
  rssMb,
  startStore,
  waitFor,
} from './lib.mjs';
import { HOME_JS_BUDGET_BYTES, ownScripts } from './page-js.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runSignedIn, signedInBudgets, signedInTable } from './signed-in.mjs';
import { ensureChromiumOrExit } from '../chromium.mjs';

const quick = process.env.BENCH_QUICK === '1'; // shorter runs, for trying the harness out
const DURATION = quick ? 5 : 20,
  WARMUP = quick ? 1 : 5,
  SOAK = quick ? 15 : 120,
  LH_RUNS = quick ? 1 : 5;
const log = (m) => console.log(`[bench] ${m}`);

log('building…');
execFileSync(path.join(ROOT, 'node_modules/.bin/astro'), ['build'], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-bench-'));
log(`seeding ${dataDir}…`);
await (await startStore({ dataDir })).stop();

// Cold start on the existing database: process start to the first 200 of /. Not pinned to a core: pinning is
// there to keep the load generator off the server's core, and nothing else runs during a start.
const colds = [];
for (let i = 0; i < 3; i++) {
  const s = await startStore({ dataDir, core: null });
  colds.push(Math.round(s.coldStartMs));
  await s.stop();
}
const coldStartMs = colds.sort((a, b) => a - b)[1];
log(`cold start ${coldStartMs} ms (runs: ${colds.join(', ')})`);

const store = await startStore({ dataDir, core: 0 });
const login = await (
  await fetch(`${store.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', password: 'demo1234' }),
  })
).json();
const token = login.data.token;
const firstProduct = (await (await fetch(`${store.url}/api/products?page=1&limit=1`)).json()).data?.list?.[0];
const detailPath = firstProduct
  ? `/productDetail?productId=${firstProduct.id}&name=${encodeURIComponent(firstProduct.storeName)}`
  : '/productDetail?productId=1';

// Baseline: the same pre-rendered home page from memory through plain node:http, on the same core. Like the
// store, it sends brotli or gzip (made once, same levels as the store's) to clients that accept them.
const homeHtml = await (await fetch(`${store.url}/`)).text();
const baselinePort = await freePort();
// The page goes through a file: inlined into the -e argument it can exceed the kernel's 128 KB argument limit (E2BIG).
const homeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qili-bench-home-')), 'home.html');
fs.writeFileSync(homeFile, homeHtml);
const baselineCode = `const zlib = require('zlib'); const raw = require('fs').readFileSync(${JSON.stringify(homeFile)});
const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gz = zlib.gzipSync(raw, { level: 6 });
require('http').createServer((q, s) => {
  const ae = q.headers['accept-encoding'] || '', enc = /\\bbr\\b/.test(ae) ? 'br' : /\\bgzip\\b/.test(ae) ? 'gzip' : null;
  const body = enc === 'br' ? br : enc === 'gzip' ? gz : raw;
  s.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, vary: 'Accept-Encoding', ...(enc ? { 'content-encoding': enc } : {}) });
  s.end(body);
}).listen(${baselinePort}, '127.0.0.1');`;
const [bcmd, bargs] = pinned(0, [process.execPath, '-e', baselineCode]);
const baselineProc = (await import('node:child_process')).spawn(bcmd, bargs, { stdio: 'ignore' });
await waitFor(`http://127.0.0.1:${baselinePort}/`);
log('baseline (node:http, home HTML from memory)…');
const baseline = cannon(`http://127.0.0.1:${baselinePort}/`, { duration: DURATION, warmup: WARMUP });
// For reference only: both again for a client that asks for no compression (the full HTML every time).
const identity = { 'accept-encoding': null };
const baselineIdentity = cannon(`http://127.0.0.1:${baselinePort}/`, { duration: DURATION, warmup: WARMUP, headers: identity });
baselineProc.kill();

const auth = { authorization: `Bearer ${token}` };
const targets = [
  ['/', {}],
  ['/indexpage/productlist', {}],
  ['/api/products', {}],
  ['/api/pc/index', {}],
  ['/api/cart/count', auth],
];
const throughput = [];
for (const [p, headers] of targets) {
  log(`load ${p}…`);
  throughput.push({ path: p, ...cannon(store.url + p, { duration: DURATION, warmup: WARMUP, headers }) });
}
log('load / without compression…');
const homeIdentity = cannon(`${store.url}/`, { duration: DURATION, warmup: WARMUP, headers: identity });

// Soak: 2 minutes at 50 connections over pages and API, resident memory before and after.
const rssBefore = rssMb(store.proc.pid);
log(`soak ${SOAK} s (RSS before ${rssBefore} MB)…`);
// Both halves run at once (asynchronous child processes): 50 connections in all.
const soak = await Promise.all([
  cannonAsync(`${store.url}/`, { connections: 25, duration: SOAK }),
  cannonAsync(`${store.url}/api/products`, { connections: 25, duration: SOAK }),
]);
await new Promise((r) => setTimeout(r, 3000));
const rssAfter = rssMb(store.proc.pid);
log(`RSS after ${rssAfter} MB`);

// Pages without interactive parts of their own (a text page, the scene list, a help page, the auth layout's
// agreement): they may load the furniture's JavaScript and nothing else.
const staticPages = ['/indexpage/AboutUs', '/indexpage/sceneList', '/helpCentre', '/agreement'];
const ownJs = [];
for (const p of staticPages) {
  const r = await fetch(store.url + p, { headers: { cookie: `qili_token=${token}` }, redirect: 'manual' });
  ownJs.push({ path: p, status: r.status, scripts: ownScripts(await r.text()) });
}
log(`pages without interactive parts: ${ownJs.map((x) => `${x.path} ${x.status} ${x.scripts.length} own scripts`).join(', ')}`);

const chromePath = ensureChromiumOrExit();
const lh = await runLighthouse({
  chromePath,
  runs: LH_RUNS,
  cookie: `qili_token=${token}`,
  pages: [
    { name: '/', url: `${store.url}/` },
    { name: '/indexpage/productlist', url: `${store.url}/indexpage/productlist` },
    { name: '/productDetail', url: store.url + detailPath, auth: true },
  ],
});
await store.stop();

// The same API figures on PostgreSQL, when a server is given.
let postgres = null;
if (process.env.BENCH_DATABASE_URL) {
  const benchDb = await benchDatabase('qili_bench');
  const pgStore = await startStore({ dataDir, env: { DATABASE_URL: benchDb.url }, core: 0 });
  const t = (
    await (
      await fetch(`${pgStore.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '13800000000', password: 'demo1234' }),
      })
    ).json()
  ).data.token;
  postgres = [];
  for (const [p, headers] of targets.filter(([p]) => p.startsWith('/api/'))) {
    log(`load ${p} on PostgreSQL…`);
    postgres.push({
      path: p,
      ...cannon(pgStore.url + p, {
        duration: DURATION,
        warmup: WARMUP,
        headers: headers.authorization ? { authorization: `Bearer ${t}` } : {},
      }),
    });
  }
  await pgStore.stop();
  await benchDb.drop();
}

// The signed-in section (scripts/bench/signed-in.mjs): calls, pages, the uncacheable search and the order load,
// each as a share of /api/health in the same run; on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
log('signed-in section…');
const signedIn = await runSignedIn({ quick, log, dataDir });

const find = (p) => throughput.find((t) => t.path === p);
const lhOf = (page, ff) => lh.find((x) => x.page === page && x.formFactor === ff);
const rssGrowth = Math.round(((rssAfter - rssBefore) / rssBefore) * 1000) / 10;
const budgets = [
  [
    'home page JavaScript ≤ 80 KB gzip',
    `${Math.max(lhOf('/', 'desktop').jsGzipKB, lhOf('/', 'mobile').jsGzipKB)} KB`,
    Math.max(lhOf('/', 'desktop').jsGzipBytes, lhOf('/', 'mobile').jsGzipBytes) <= HOME_JS_BUDGET_BYTES,
  ],
  [
    `pages without interactive parts ship no JS of their own (${staticPages.length} pages)`,
    ownJs.map((x) => `${x.path}: ${x.status === 200 ? x.scripts.length : `HTTP ${x.status}`}`).join(', '),
    ownJs.every((x) => x.status === 200 && x.scripts.length === 0),
  ],
  ...['/', '/indexpage/productlist', '/productDetail'].flatMap((p) => [
    [`Lighthouse mobile ≥ 95: ${p}`, String(lhOf(p, 'mobile').score), lhOf(p, 'mobile').score >= 95],
    [
      `CLS ≤ 0.02: ${p}`,
      String(Math.max(lhOf(p, 'mobile').cls, lhOf(p, 'desktop').cls)),
      Math.max(lhOf(p, 'mobile').cls, lhOf(p, 'desktop').cls) <= 0.02,
    ],
  ]),
  ...['/', '/indexpage/productlist'].flatMap((p) => [
    [
      `${p} ≥ 50% of baseline req/s`,
      `${Math.round((find(p).reqPerSec / baseline.reqPerSec) * 100)}%`,
      find(p).reqPerSec >= baseline.reqPerSec * 0.5,
    ],
    [`${p} p99 ≤ 50 ms, 0 errors`, `${find(p).p99} ms, ${find(p).errors} errors`, find(p).p99 <= 50 && find(p).errors === 0],
  ]),
  ['/api/products p99 ≤ 20 ms', `${find('/api/products').p99} ms`, find('/api/products').p99 <= 20],
  ['cold start ≤ 1.5 s', `${coldStartMs} ms`, coldStartMs <= 1500],
  ['RSS growth over the soak ≤ 10%', `${rssBefore} → ${rssAfter} MB (${rssGrowth}%)`, rssGrowth <= 10],
  ...signedIn.results.flatMap(signedInBudgets),
];

const machine = `${os.cpus()[0]?.model ?? 'cpu'} × ${cores}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${hasTaskset && cores > 1 ? 'server on core 0, load on core 1' : 'no core pinning'}`;
const results = {
  at: new Date().toISOString(),
  machine,
  quick,
  requestHeaders: BROWSER_HEADERS,
  coldStartMs,
  colds,
  baseline,
  throughput,
  baselineIdentity,
  homeIdentity,
  postgres,
  rssBefore,
  rssAfter,
  rssGrowth,
  soak,
  lighthouse: lh,
  ownJs,
  signedIn,
  budgets: budgets.map(([name, value, pass]) => ({ name, value, pass })),
};
fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');

const md = [];
md.push(
  `Machine: ${machine}${quick ? ' (BENCH_QUICK: short runs)' : ''}`,
  '',
  `Load: autocannon, 50 connections, ${DURATION} s after ${WARMUP} s of warm-up, with a browser's \`Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}\` (the two *no compression* rows ask for none).`,
  '',
);
md.push(
  '| target | req/s | vs baseline | p50 ms | p99 ms | errors |' + (postgres ? ' PGlite/PostgreSQL req/s |' : ''),
  '|---|---|---|---|---|---|' + (postgres ? '---|' : ''),
);
md.push(
  `| baseline node:http (home HTML) | ${baseline.reqPerSec} | 100% | ${baseline.p50} | ${baseline.p99} | ${baseline.errors} |` +
    (postgres ? ' |' : ''),
);
for (const t of throughput) {
  const pgRow = postgres?.find((x) => x.path === t.path);
  md.push(
    `| ${t.path} | ${t.reqPerSec} | ${Math.round((t.reqPerSec / baseline.reqPerSec) * 100)}% | ${t.p50} | ${t.p99} | ${t.errors} |` +
      (postgres ? ` ${pgRow ? `${t.reqPerSec}/${pgRow.reqPerSec} = ${(t.reqPerSec / pgRow.reqPerSec).toFixed(2)}` : '–'} |` : ''),
  );
}
md.push(
  `| *no compression:* baseline | ${baselineIdentity.reqPerSec} | 100% | ${baselineIdentity.p50} | ${baselineIdentity.p99} | ${baselineIdentity.errors} |` +
    (postgres ? ' |' : ''),
);
md.push(
  `| *no compression:* / | ${homeIdentity.reqPerSec} | ${Math.round((homeIdentity.reqPerSec / baselineIdentity.reqPerSec) * 100)}% | ${homeIdentity.p50} | ${homeIdentity.p99} | ${homeIdentity.errors} |` +
    (postgres ? ' |' : ''),
);
md.push(
  '',
  '| page | form | score | LCP ms | TBT ms | CLS | JS gzip KB | transfer KB | requests |',
  '|---|---|---|---|---|---|---|---|---|',
);
for (const l of lh)
  md.push(
    `| ${l.page} | ${l.formFactor} | ${l.score} | ${l.lcp} | ${l.tbt} | ${l.cls} | ${l.jsGzipKB} | ${l.totalTransferKB} | ${l.requests} |`,
  );
for (const r of signedIn.results) md.push('', signedInTable(r));
md.push(
  '',
  `Cold start ${coldStartMs} ms · RSS ${rssBefore} → ${rssAfter} MB over a ${SOAK} s soak`,
  '',
  '| budget | measured | |',
  '|---|---|---|',
);
for (const [name, value, pass] of budgets) md.push(`| ${name} | ${value} | ${pass ? 'pass' : '**FAIL**'} |`);
const table = md.join('\n');
fs.writeFileSync(path.join(ROOT, 'bench/results.md'), table + '\n');
console.log('\n' + table);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(path.dirname(homeFile), { recursive: true, force: true });
process.exit(0);
