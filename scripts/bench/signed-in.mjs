// The signed-in section of `npm run bench` (issue #14): what the paying customer gets, for whom nothing is cached.
//
// Every row is measured against the store's own floor, /api/health, loaded in the same run before and after the
// rows (share = req/s ÷ the mean of the two), so the figures compare across machines and busy moments. Rows: the
// signed-in calls, the signed-in pages, a search with a keyword never asked before on every request (no cache can
// answer it), and the writes: many buyers at once adding a SKU to the cart and submitting it as an order, every
// order then checked against the server's own settlement preview and the stock it took.
//
// Run alone (after `npx astro build`): `npm run bench:signed-in` (BENCH_QUICK=1 for short runs; BENCH_DATABASE_URL
// for PostgreSQL as well). `npm run bench` runs it after the visitor section.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ROOT, benchDatabase, cannon, cannonPaths, pinned, startStore } from './lib.mjs';
// Node strips the types of the tests' helper (Node 22.18+): one rule for a fresh 统一社会信用代码.
import { newCreditCode } from '../../tests/helpers/server.ts';

export const SIGNED_IN_BUDGETS = {
  /** Signed-in calls: at least this share of /api/health's req/s. */
  calls: 0.5,
  /** Signed-in pages. */
  pages: 0.15,
  /** The search no cache can answer. */
  search: 0.15,
  /** p99 at most this many times p50, on every row. */
  tailRatio: 10,
  /** Order submission with every buyer at once: p99 at most this many ms. */
  orderP99Ms: 250,
};

const DEMO = { phone: '13800000000', password: 'demo1234' };
const PASSWORD = 'bench1234';

/**
 * One request on a connection of its own (node:http, no agent): between the load runs a kept-alive connection sits
 * idle longer than the server's keep-alive timeout, and reusing it would race the server closing it.
 */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function api(base, method, p, { token, body } = {}) {
  const headers = {
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const r = await request(base + p, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const j = JSON.parse(r.body.toString('utf8'));
  if (j.status !== 200) throw new Error(`${method} ${p}: ${j.status} ${j.msg}`);
  return j.data;
}

/** `npm run ops` against the benched store: its data directory (PGlite, over the socket) or its PostgreSQL. */
function ops(opsEnv, ...argv) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, LOG_LEVEL: 'warn', ...opsEnv };
    if (!opsEnv.DATABASE_URL) delete env.DATABASE_URL;
    execFile(process.execPath, [path.join(ROOT, 'scripts/ops.mjs'), ...argv], { env, cwd: ROOT, timeout: 120_000 }, (e, out, err) =>
      e ? reject(new Error(`ops ${argv.join(' ')}: ${err || out}`)) : resolve(String(out)),
    );
  });
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const round1 = (n) => Math.round(n * 10) / 10;

// Fresh mobile numbers (17x…): a random start, then counting up, so two runs on one database hardly ever meet.
let phoneSeq = Math.floor(Math.random() * 9e8);
const newPhone = () => `17${String(++phoneSeq % 1e9).padStart(9, '0')}`;

/** Registers and approves companies, adds sub-accounts (identity 采购员) up to `count` buyers, one address each. */
async function makeBuyers(base, dataDir, opsEnv, count) {
  const buyers = [];
  while (buyers.length < count) {
    const phone = newPhone();
    await api(base, 'POST', '/api/register/verify', { body: { phone, purpose: 'register' } });
    const code = fs
      .readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .reverse()
      .find((m) => m.phone === phone && m.purpose === 'register')?.code;
    if (!code) throw new Error('no SMS code in the outbox (SMS_DRIVER must be log)');
    await api(base, 'POST', '/api/register', {
      body: {
        companyName: `压测企业${phone}有限公司`,
        creditCode: newCreditCode(),
        contactName: '压测',
        phone,
        code,
        password: PASSWORD,
        confirm: PASSWORD,
        agree: true,
      },
    });
    // A review names the version of the facts it saw (company:show prints it), as the back office's does.
    const version = /资料版本：([0-9a-f]{16})/.exec(await ops(opsEnv, 'company:show', phone))[1];
    await ops(opsEnv, 'company:approve', phone, '--version', version);
    const main = await api(base, 'POST', '/api/login', { body: { phone, password: PASSWORD } });
    buyers.push({ phone, token: main.token });
    for (let i = 1; i < 10 && buyers.length < count; i++) {
      const subPhone = newPhone();
      await api(base, 'POST', '/api/son/add', {
        token: main.token,
        body: { phone: subPhone, realName: `采购${i}`, identity: 'buyer', password: PASSWORD, confirm: PASSWORD },
      });
      const l = await api(base, 'POST', '/api/login', { body: { phone: subPhone, password: PASSWORD } });
      buyers.push({ phone: subPhone, token: l.token });
    }
  }
  for (const b of buyers) {
    b.addressId = (
      await api(base, 'POST', '/api/order/address', {
        token: b.token,
        body: {
          realName: '压测收货人',
          phone: '13912345678',
          province: '上海市',
          city: '上海市',
          district: '浦东新区',
          detail: '张江路88号1号楼',
        },
      })
    ).id;
  }
  return buyers;
}

async function stockOf(opsEnv, skuIds) {
  const out = await ops(opsEnv, 'stock:list', '--type', '5', '--limit', '500');
  const m = new Map(
    out
      .trim()
      .split('\n')
      .map((l) => l.split('\t'))
      .map((c) => [Number(c[0]), Number(c[4])]),
  );
  return new Map(skuIds.map((id) => [id, m.get(id)]));
}

/**
 * Rounds of the write load that warm the server up first, as every read row has its warm-up: every buyer at once
 * adds and submits one order, untimed (its figures are reported apart as the cold round), then the timed rounds.
 */
const WRITE_WARMUP_ROUNDS = 1;

/**
 * Every buyer at once adds to cart and submits, a warm-up round and then `rounds` times; then each order, the warm-up's
 * too, is compared with the settlement preview the server gave for the same line before the load (lines, unit price,
 * totals), the stock taken with the quantities ordered, and every cart with empty.
 */
async function writeLoad(base, dataDir, opsEnv, { buyers: count, rounds }, log) {
  log(`writes: ${count} buyers…`);
  const buyers = await makeBuyers(base, dataDir, opsEnv, count);
  const skuRows = (await ops(opsEnv, 'stock:list', '--type', '5', '--limit', '500'))
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
    .map((c) => ({
      skuId: Number(c[0]),
      productId: Number(c[2]),
      stock: Number(c[4]),
      minQty: Number(c[5]),
      stepQty: Number(c[6]),
      hidden: c[9] === '已下架',
    }))
    .filter((s) => !s.hidden && s.minQty === 1 && s.stepQty === 1)
    .slice(0, 10);
  if (skuRows.length < 2) throw new Error('not enough SKUs for the write load');
  // Enough stock for every order (the seed's is a few hundred): a refusal for stock would measure nothing.
  for (const s of skuRows) await ops(opsEnv, 'stock:set', String(s.skuId), String(100_000));
  for (const [i, b] of buyers.entries()) {
    b.plan = Array.from({ length: WRITE_WARMUP_ROUNDS + rounds }, (_, r) => {
      const s = skuRows[(i + r) % skuRows.length];
      return { productId: s.productId, skuId: s.skuId, num: 1 + ((i + r) % 3) };
    });
    // The server's own price for each planned line, before the load.
    b.expected = [];
    for (const line of b.plan) {
      const p = await api(base, 'POST', '/api/order/confirm', {
        token: b.token,
        body: { buyNow: { productId: line.productId, skuId: line.skuId, num: line.num }, addressId: b.addressId, userCouponId: 0 },
      });
      b.expected.push({ unitPrice: p.lines[0].unitPrice, isQuote: p.isQuote, ...p.totals });
    }
  }
  const stockBefore = await stockOf(
    opsEnv,
    skuRows.map((s) => s.skuId),
  );

  log(`writes: ${count} buyers × (${WRITE_WARMUP_ROUNDS} warm-up + ${rounds}) orders at once…`);
  const child = path.join(ROOT, 'scripts/bench/orders-child.mjs');
  const [cmd, args] = pinned(1, [
    process.execPath,
    child,
    JSON.stringify({
      base,
      warmup: WRITE_WARMUP_ROUNDS,
      buyers: buyers.map((b) => ({ token: b.token, addressId: b.addressId, plan: b.plan })),
    }),
  ]);
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`write load failed: ${r.stderr}`);
  const { elapsedMs, results } = JSON.parse(r.stdout);

  // Checks (not timed).
  const wrong = [];
  const taken = new Map();
  const perBuyerIndex = new Map();
  for (const x of results) {
    // Each buyer's lines run in plan order, so its k-th result is its k-th planned line.
    const k = perBuyerIndex.get(x.buyer) ?? 0;
    perBuyerIndex.set(x.buyer, k + 1);
    const b = buyers[x.buyer];
    const exp = b.expected[k];
    if (x.add.status !== 200 || x.create?.status !== 200) {
      wrong.push(
        `buyer ${x.buyer}: ${x.add.status !== 200 ? `add ${x.add.status} ${x.add.msg}` : `create ${x.create?.status} ${x.create?.msg}`}`,
      );
      continue;
    }
    const d = await api(base, 'GET', `/api/order/detail/${x.create.data.orderId}`, { token: b.token });
    const line = d.lines[0];
    const ok =
      d.lines.length === 1 &&
      line.productId === x.productId &&
      line.num === x.num &&
      line.unitPrice === exp.unitPrice &&
      line.lineTotal === exp.unitPrice * x.num &&
      d.goodsTotal === exp.goodsTotal &&
      d.freight === exp.freight &&
      d.discount === exp.discount &&
      d.payable === exp.payable &&
      x.create.data.payable === exp.payable &&
      (exp.isQuote ? d.kind === 'quote' : d.state === 'unpaid');
    if (!ok)
      wrong.push(
        `order ${d.orderNo}: ${JSON.stringify({ lines: d.lines.map((l) => [l.productId, l.num, l.unitPrice, l.lineTotal]), goodsTotal: d.goodsTotal, freight: d.freight, payable: d.payable })} ≠ ${JSON.stringify({ ...exp, num: x.num })}`,
      );
    taken.set(x.skuId, (taken.get(x.skuId) ?? 0) + x.num);
  }
  const stockAfter = await stockOf(
    opsEnv,
    skuRows.map((s) => s.skuId),
  );
  for (const [skuId, before] of stockBefore) {
    const t = taken.get(skuId) ?? 0;
    if (before - stockAfter.get(skuId) !== t) wrong.push(`SKU ${skuId}: stock ${before} → ${stockAfter.get(skuId)}, ${t} ordered`);
  }
  for (const [i, b] of buyers.entries()) {
    const n = (await api(base, 'GET', '/api/cart/count', { token: b.token })).count;
    if (n !== 0) wrong.push(`buyer ${i}: ${n} lines left in the cart`);
  }
  const orderNos = results.filter((x) => x.create?.status === 200).map((x) => x.create.data.orderNo);
  if (new Set(orderNos).size !== orderNos.length) wrong.push('an order number was given twice');

  const timed = results.filter((x) => !x.warm);
  const msOf = (rows, step) =>
    rows
      .filter((x) => x[step])
      .map((x) => x[step].ms)
      .sort((a, b) => a - b);
  const creates = msOf(timed, 'create');
  const adds = msOf(timed, 'add');
  const cold = msOf(
    results.filter((x) => x.warm),
    'create',
  );
  const ok = results.filter((x) => x.create?.status === 200).length;
  return {
    buyers: count,
    rounds,
    warmupRounds: WRITE_WARMUP_ROUNDS,
    orders: ok,
    attempted: results.length,
    errors: results.length - ok,
    ordersPerSec: round1(timed.filter((x) => x.create?.status === 200).length / (elapsedMs / 1000)),
    create: { p50: round1(pct(creates, 50)), p99: round1(pct(creates, 99)), max: round1(creates.at(-1) ?? 0) },
    add: { p50: round1(pct(adds, 50)), p99: round1(pct(adds, 99)) },
    coldCreate: { p50: round1(pct(cold, 50)), p99: round1(pct(cold, 99)) },
    checked: ok,
    wrong: wrong.slice(0, 20),
    wrongCount: wrong.length,
  };
}

/** Distinct search keywords that find products: substrings of the catalogue's names and codes. */
async function searchKeywords(base) {
  const all = [];
  for (let page = 1; ; page++) {
    const d = await api(base, 'GET', `/api/products?page=${page}&limit=100`);
    all.push(...d.list);
    if (d.list.length < 100) break;
  }
  const words = new Set();
  for (const p of all) {
    const name = [...p.storeName];
    for (let len = 2; len <= name.length; len++) for (let i = 0; i + len <= name.length; i++) words.add(name.slice(i, i + len).join(''));
    for (let len = 3; len <= p.code.length; len++) {
      for (let i = 0; i + len <= p.code.length; i++) {
        // Every mix of upper and lower case: different keywords to any cache, the same to the search (ILIKE).
        const w = p.code.slice(i, i + len);
        const letters = [...w].map((c, j) => (/[a-z]/i.test(c) ? j : -1)).filter((j) => j >= 0);
        for (let m = 0; m < 1 << letters.length; m++) {
          words.add(
            [...w].map((c, j) => (letters.includes(j) && m & (1 << letters.indexOf(j)) ? c.toLowerCase() : c.toUpperCase())).join(''),
          );
        }
      }
    }
  }
  return [...words].filter((w) => w.trim() === w);
}

/**
 * Measures one running store (startStore). `opsEnv` reaches its data for operator commands; `label` names the
 * database in the log. Returns { rows, health, writes, search, html }.
 */
export async function signedInBench(store, { dataDir, opsEnv, label, duration, warmup, connections, buyers, rounds, log }) {
  const base = store.url;
  if (WRITES_ONLY)
    return {
      label,
      health: null,
      rows: [],
      writes: await writeLoad(base, dataDir, opsEnv, { buyers, rounds }, (m) => log(`${label}: ${m}`)),
    };
  const { token } = await api(base, 'POST', '/api/login', { body: DEMO });
  const cookie = { cookie: `qili_token=${token}` };
  const product = (await api(base, 'GET', '/api/products?page=1&limit=1')).list[0];
  const orderId = (await api(base, 'GET', '/api/order/list?page=1&limit=5', { token })).list[0]?.id;
  if (!orderId) throw new Error('the demo account has no order to show');
  const targets = [
    { kind: 'call', path: '/api/cart/count' },
    { kind: 'call', path: '/api/cart/list' },
    { kind: 'call', path: '/api/userinfo' },
    { kind: 'call', path: '/api/order/list?page=1&limit=10' },
    { kind: 'page', path: '/userInfo' },
    { kind: 'page', path: `/productDetail?productId=${product.id}&name=${encodeURIComponent(product.storeName)}` },
    { kind: 'page', path: '/myOrder' },
    { kind: 'page', path: '/' },
    { kind: 'page', path: `/indexpage/productlist?goodsType=${product.qiliGoodsTypeId}&sort=price_asc` },
    { kind: 'page', path: '/cart/shoppingCart' },
    { kind: 'page', path: `/orderDetail/${orderId}` },
  ];
  const load = (p, headers = cookie) => cannon(base + p, { connections, duration, warmup, headers });
  log(`${label}: /api/health (before)…`);
  const before = load('/api/health', {});
  const rows = [];
  for (const t of targets) {
    log(`${label}: ${t.path}…`);
    const r = { ...t, ...load(t.path) };
    if (t.kind === 'page') {
      // HTML weight: the page as sent to a browser that asks for no compression, and compressed.
      r.htmlKB = round1((await request(base + t.path, { headers: { ...cookie, 'accept-encoding': 'identity' } })).body.length / 1024);
      r.brKB = round1((await request(base + t.path, { headers: { ...cookie, 'accept-encoding': 'br' } })).body.length / 1024);
    }
    rows.push(r);
  }
  const keywords = await searchKeywords(base);
  log(`${label}: search, a new keyword on every request (${keywords.length} keywords)…`);
  // Every keyword first; a run that outlasts them (warm-up and load together ask more than there are) goes on with
  // the same keywords under each other sort: still a search no cache has seen, its page read and rendered anew.
  const searches = ['', '&sort=sales', '&sort=new', '&sort=price_asc', '&sort=price_desc'].flatMap((sort) =>
    keywords.map((k) => `/indexpage/productlist?keyword=${encodeURIComponent(k)}${sort}`),
  );
  const search = cannonPaths(base, searches, { connections, duration, warmup, headers: cookie });
  rows.push({ kind: 'search', path: '/indexpage/productlist?keyword=(new every request)', ...search });
  log(`${label}: /api/health (after)…`);
  const after = load('/api/health', {});
  const floor = (before.reqPerSec + after.reqPerSec) / 2;
  for (const r of [...rows]) r.share = floor ? r.reqPerSec / floor : 0;
  const writes = await writeLoad(base, dataDir, opsEnv, { buyers, rounds }, (m) => log(`${label}: ${m}`));
  return { label, health: { before, after, floor: Math.round(floor) }, rows, writes };
}

/** BENCH_ONLY=writes: the write load alone (no read rows, no /api/health floor), to compare builds on it. */
const WRITES_ONLY = process.env.BENCH_ONLY === 'writes';

/** Budget lines ([name, measured, pass]) for one database's results. */
export function signedInBudgets(res) {
  const B = SIGNED_IN_BUDGETS;
  const out = [];
  const w = res.writes;
  const writeLines = [];
  writeLines.push([
    `${res.label} ${w.buyers} buyers ordering at once: submission p99 ≤ ${B.orderP99Ms} ms`,
    `${w.create.p99} ms (p50 ${w.create.p50}, ${w.ordersPerSec} orders/s)`,
    w.create.p99 <= B.orderP99Ms,
  ]);
  writeLines.push([
    `${res.label} every order correct, 0 errors`,
    `${w.orders}/${w.attempted} placed, ${w.wrongCount} wrong${w.wrong.length ? ': ' + w.wrong.slice(0, 3).join('; ') : ''}`,
    w.errors === 0 && w.wrongCount === 0,
  ]);
  if (!res.health) return writeLines;
  const share = (r) => `${Math.round(r.share * 1000) / 10}%`;
  for (const r of res.rows) {
    const min = r.kind === 'call' ? B.calls : r.kind === 'page' ? B.pages : B.search;
    out.push([`${res.label} signed-in ${r.kind} ${r.path} ≥ ${min * 100}% of /api/health`, share(r), r.share >= min]);
  }
  for (const r of [res.health.before, ...res.rows, res.health.after]) {
    // A row where no request finished has no percentiles (autocannon reports 0): that fails too.
    out.push([
      `${res.label} p99 ≤ ${B.tailRatio}× p50, 0 errors: ${r.path ?? r.url.replace(/^https?:\/\/[^/]+/, '')}`,
      `${r.p50} / ${r.p99} ms, ${r.errors} errors, ${r.requests} answered`,
      r.requests > 0 && r.p99 <= B.tailRatio * Math.max(r.p50, 1) && r.errors === 0,
    ]);
  }
  const s = res.rows.find((r) => r.kind === 'search');
  out.push([
    `${res.label} searches all new (keyword, or keyword and sort)`,
    `${s.distinctPaths} distinct of ${s.asked} asked`,
    s.distinctPaths >= s.asked,
  ]);
  return [...out, ...writeLines];
}

/** The Markdown table of one database's results. */
export function signedInTable(res) {
  const md = [
    res.health
      ? `Signed in, ${res.label}: /api/health ${res.health.before.reqPerSec} req/s before the rows, ${res.health.after.reqPerSec} after (floor ${res.health.floor})`
      : `Signed in, ${res.label}: the write load alone (BENCH_ONLY=writes)`,
  ];
  if (res.health)
    md.push('', '| signed in | req/s | share of /api/health | p50 / p99 ms | errors | HTML KB (br) |', '|---|---|---|---|---|---|');
  for (const r of res.rows) {
    md.push(
      `| ${r.path} | ${r.reqPerSec} | ${Math.round(r.share * 1000) / 10}% | ${r.p50} / ${r.p99} | ${r.errors} | ${r.htmlKB !== undefined ? `${r.htmlKB} (${r.brKB ?? '–'})` : ''} |`,
    );
  }
  const w = res.writes;
  md.push(
    '',
    `Writes: ${w.buyers} buyers at once, ${w.rounds} orders each (add to cart, submit) after a warm-up round of ${w.warmupRounds} each: ${w.ordersPerSec} orders/s; submission p50 ${w.create.p50} ms, p99 ${w.create.p99} ms, max ${w.create.max} ms; add to cart p50 ${w.add.p50} ms, p99 ${w.add.p99} ms; ${w.orders}/${w.attempted} placed (warm-up included), ${w.wrongCount} wrong. The warm-up round, cold: submission p50 ${w.coldCreate.p50} ms, p99 ${w.coldCreate.p99} ms.`,
  );
  return md.join('\n');
}

/** Settings shared by `npm run bench` and the standalone run. */
export function signedInSettings(quick) {
  return {
    duration: Number(process.env.BENCH_SIGNED_IN_SECONDS) || (quick ? 3 : 8),
    warmup: quick ? 1 : 2,
    connections: 20,
    buyers: Number(process.env.BENCH_BUYERS) || 50,
    rounds: Number(process.env.BENCH_ROUNDS) || (quick ? 2 : 4),
  };
}

/** The store's environment for the write load: registrations from one address need more SMS codes an hour. */
export const SIGNED_IN_ENV = { SMS_DRIVER: 'log', SMS_IP_HOURLY_MAX: '1000' };

/** Runs the section on PGlite (a fresh seeded data directory) and, with BENCH_DATABASE_URL, on PostgreSQL. */
export async function runSignedIn({ quick, log, dataDir: givenDir }) {
  const settings = signedInSettings(quick);
  const dataDir = givenDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qili-bench-signed-'));
  const results = [];
  const store = await startStore({ dataDir, core: 0, env: SIGNED_IN_ENV });
  try {
    results.push(await signedInBench(store, { ...settings, dataDir, opsEnv: { DATA_DIR: dataDir }, label: 'PGlite', log }));
  } finally {
    await store.stop();
  }
  if (process.env.BENCH_DATABASE_URL) {
    const benchDb = await benchDatabase('qili_bench_si');
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-bench-signed-pg-'));
    const pgStore = await startStore({ dataDir: pgDir, core: 0, env: { ...SIGNED_IN_ENV, DATABASE_URL: benchDb.url } });
    try {
      results.push(
        await signedInBench(pgStore, {
          ...settings,
          dataDir: pgDir,
          opsEnv: { DATA_DIR: pgDir, DATABASE_URL: benchDb.url },
          label: 'PostgreSQL',
          log,
        }),
      );
    } finally {
      await pgStore.stop();
      await benchDb.drop();
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  }
  if (!givenDir) fs.rmSync(dataDir, { recursive: true, force: true });
  return { settings, results };
}

// Standalone: `npm run bench:signed-in` (uses the built server; build first).
if (import.meta.filename === process.argv[1]) {
  const quick = process.env.BENCH_QUICK === '1';
  const log = (m) => console.log(`[bench] ${m}`);
  const loadAtStart = os.loadavg()[0];
  const { settings, results } = await runSignedIn({ quick, log });
  const budgets = results.flatMap(signedInBudgets);
  const md = [
    `Load: autocannon, ${settings.connections} connections, ${settings.duration} s per row after ${settings.warmup} s of warm-up; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`,
    '',
  ];
  for (const r of results) md.push(signedInTable(r), '');
  md.push('| budget | measured | |', '|---|---|---|');
  for (const [n, v, p] of budgets) md.push(`| ${n} | ${v} | ${p ? 'pass' : '**FAIL**'} |`);
  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'bench/signed-in.json'),
    JSON.stringify({ at: new Date().toISOString(), settings, results, budgets }, null, 2) + '\n',
  );
  fs.writeFileSync(path.join(ROOT, 'bench/signed-in.md'), md.join('\n') + '\n');
  console.log('\n' + md.join('\n'));
  process.exit(budgets.every(([, , p]) => p) ? 0 : 1);
}
