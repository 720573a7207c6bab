// Several app servers, one shop: the file storage (both drivers, against a real S3-protocol server), and — on the
// PostgreSQL run — the real shape: three servers started together on an empty database, one S3 bucket, a round-robin
// proxy in front speaking as an HTTPS load balancer, operator commands from their own processes, one sweep per deadline.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, DEMO } from '../helpers/client.ts';
import { ROOT, startServer, type TestServer } from '../helpers/server.ts';
import { createTempDatabase } from '../helpers/pg.ts';
import { startS3 } from '../helpers/s3.ts';
import { addAddress, idemKey } from '../helpers/orders.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { createStorage, type Storage } from '~/lib/server/storage/index.ts';

const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));
const bytesOf = async (r: Response) => Buffer.from(await r.arrayBuffer());

function upload(base: string, token: string, route: string, bytes: Uint8Array, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return client(base, token).post(route, form, { origin: base, ...headers });
}

describe('file storage drivers', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  const contract = async (st: Storage) => {
    const body = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await st.put('media/t/a.svg', body, 'image/svg+xml');
    expect(await st.exists('media/t/a.svg')).toBe(true);
    const got = await st.get('media/t/a.svg');
    if (!got || got === 'not-modified') throw new Error('object missing');
    expect(got.size).toBe(body.byteLength);
    expect(Buffer.from(await new Response(got.body).arrayBuffer())).toEqual(Buffer.from(body));
    expect(got.etag).toMatch(/^".+"$/);
    expect(await st.get('media/t/a.svg', { ifNoneMatch: got.etag })).toBe('not-modified');
    expect(await st.get('media/t/missing.svg')).toBeNull();
    for (const bad of ['../x.svg', 'media/../x', '/abs.svg', 'media//x.svg', 'media/%2e%2e/x', 'a\\b.svg']) {
      await expect(st.put(bad, body, 'image/svg+xml'), bad).rejects.toThrow(/unsafe storage key/);
    }
    await st.remove('media/t/a.svg');
    await st.remove('media/t/a.svg'); // absent: not an error
    expect(await st.exists('media/t/a.svg')).toBe(false);
  };

  it('local disk: put, stream back with an ETag, 304, exists, remove; unsafe keys refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-store-'));
    await contract(createStorage({ driver: 'local', s3: s3.settings }, dir));
    expect(fs.readdirSync(path.join(dir, 'media', 't'))).toEqual([]);
  });

  it('S3 (a real S3-protocol server): the same contract; wrong credentials and settings are clear errors', async () => {
    await contract(createStorage({ driver: 's3', s3: s3.settings }, '/nonexistent'));
    const wrong = createStorage({ driver: 's3', s3: { ...s3.settings, secretAccessKey: 'not-the-secret' } }, '/nonexistent');
    await expect(wrong.put('media/x.svg', new Uint8Array([60]), 'image/svg+xml')).rejects.toThrow(
      /object storage PUT media\/x\.svg failed: HTTP 403/,
    );
    expect(() => createStorage({ driver: 's3', s3: { ...s3.settings, bucket: '' } }, '/x')).toThrow('STORAGE_DRIVER=s3 needs S3_BUCKET');
    expect(() => createStorage({ driver: 'ftp', s3: s3.settings }, '/x')).toThrow('STORAGE_DRIVER must be local or s3');
  });

  // The PGlite run: one whole server on the S3 driver (the PostgreSQL run does it with several, below).
  if (process.env.API_DB !== 'postgres')
    it(
      'a server on STORAGE_DRIVER=s3 keeps every file in the bucket and none on its disk, with the same access rules',
      { timeout: 240_000 },
      async () => {
        const srv = await startServer({ env: s3.env, waitMs: 180_000 });
        try {
          await checkFilesInBucket(srv.url, s3, [srv.url]);
          expect(fs.existsSync(path.join(srv.dataDir, 'media'))).toBe(false);
          expect(fs.existsSync(path.join(srv.dataDir, 'uploads'))).toBe(false);
        } finally {
          await srv.stop();
        }
      },
    );
});

/**
 * Seeded pictures, a seeded invoice PDF, an uploaded avatar (public) and artwork (private): each is in the bucket,
 * and every one of `readers` serves it, to its company only where it is private. Uploads go through `entry`.
 */
async function checkFilesInBucket(
  entry: string,
  s3: Awaited<ReturnType<typeof startS3>>,
  readers: string[],
  uploadHeaders: Record<string, string> = {},
) {
  const list = (await client(entry).get('/api/products?limit=5')).data.list as { image: string }[];
  const image = list[0]!.image;
  expect(image).toMatch(/^\/media\/seed\/.+\.svg$/);
  const inBucket = await s3.object(image.slice(1));
  expect(inBucket?.subarray(0, 4).toString()).toBe('<svg');
  for (const base of readers) {
    const r = await fetch(base + image);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bytesOf(r)).toEqual(inBucket);
    const again = await fetch(base + image, { headers: { 'if-none-match': r.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(base + '/media/seed/none.svg')).status).toBe(404);
  }

  const a = await login(entry, DEMO.main);
  const b = await login(entry, DEMO.otherMain);
  // The seeded invoice PDF of company A.
  const invoice = ((await a.api.get('/api/invoice/list')).data.list as { downloadUrl: string | null }[]).find((i) => i.downloadUrl)!;
  expect(invoice).toBeTruthy();
  const avatar = await upload(entry, a.token, '/api/api/upload', await png(), 'me.png', uploadHeaders);
  expect(avatar.status, avatar.msg).toBe(200);
  const artwork = await upload(
    entry,
    a.token,
    '/api/upload/artwork',
    new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    '设计稿.pdf',
    uploadHeaders,
  );
  expect(artwork.status, artwork.msg).toBe(200);
  expect(await s3.keys('uploads/avatar/')).toContain(await keyOf(s3, 'uploads/avatar/', avatar.data.link));
  expect(await s3.keys('uploads/artwork/')).toContain(await keyOf(s3, 'uploads/artwork/', artwork.data.url));
  for (const base of readers) {
    const pub = await fetch(base + avatar.data.link);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/png');
    const pdf = await fetch(base + invoice.downloadUrl, { headers: { authorization: `Bearer ${a.token}` } });
    expect(pdf.status).toBe(200);
    expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(base + artwork.data.url, { headers: { authorization: `Bearer ${a.token}` } })).status).toBe(200);
    expect((await fetch(base + artwork.data.url, { headers: { authorization: `Bearer ${b.token}` } })).status).toBe(404);
    expect((await fetch(base + artwork.data.url)).status).toBe(404);
  }
}

/** The bucket key holding the upload served at `/api/file/<key>`. */
async function keyOf(s3: Awaited<ReturnType<typeof startS3>>, prefix: string, url: string) {
  const key = url.split('/').pop()!;
  return (await s3.keys(prefix)).find((k) => k.includes(key)) ?? `(no object for ${key})`;
}

// ---- The real shape, on PostgreSQL -------------------------------------------------------------------------------

const PUBLIC_HOST = 'shop.example.test';
const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}`;

/** A round-robin load balancer in front of the servers, as nginx would be: it terminates HTTPS (says so in X-Forwarded-Proto). */
async function startProxy(targets: () => number[]) {
  let next = 0;
  const served = new Map<number, number>();
  const server = http.createServer((req, res) => {
    const ports = targets();
    const port = ports[next++ % ports.length]!;
    served.set(port, (served.get(port) ?? 0) + 1);
    const up = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: PUBLIC_HOST,
          'x-forwarded-host': PUBLIC_HOST,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '203.0.113.7',
        },
      },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function opsCommand(databaseUrl: string, ...argv: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts/ops.mjs'), ...argv],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, timeout: 60_000 },
      (e, out, err) => resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out: String(out) + String(err) }),
    );
  });
}

/** Polls until `seen()` is true on every server; returns how long each took after `t0`. */
async function msUntil(bases: string[], t0: number, seen: (base: string) => Promise<boolean>, limitMs = 5000): Promise<number[]> {
  return Promise.all(
    bases.map(async (base) => {
      for (;;) {
        if (await seen(base)) return Date.now() - t0;
        if (Date.now() - t0 > limitMs) return Infinity;
        await new Promise((r) => setTimeout(r, 25));
      }
    }),
  );
}

if (process.env.API_DB === 'postgres')
  describe('several servers on one PostgreSQL and one S3 bucket, behind a round-robin HTTPS proxy', () => {
    let s3: Awaited<ReturnType<typeof startS3>>;
    let db: Awaited<ReturnType<typeof createTempDatabase>>;
    let sql: pg.Client;
    let servers: TestServer[] = [];
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    const bases = () => servers.map((s) => s.url);

    beforeAll(async () => {
      s3 = await startS3();
      db = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_multi');
      sql = new pg.Client({ connectionString: db.url });
      await sql.connect();
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await proxy?.close();
      await sql?.end();
      await db?.drop();
      await s3?.close();
      // pg 8 warns (pg 9 throws) when queries overlap on one connection, e.g. Promise.all inside a transaction.
      for (const s of servers) expect(s.output()).not.toContain('already executing a query');
    });

    it(
      'three servers started together on an empty database all come up; migrations and demo data are applied once',
      { timeout: 240_000 },
      async () => {
        // debug: each server logs the change notices it hears and the job rounds it leaves to another server.
        const env = { DATABASE_URL: db.url, ...s3.env, ORDER_SWEEP_SECONDS: '1', LOG_LEVEL: 'debug', PUBLIC_ORIGIN, TRUST_PROXY: '1' };
        servers = await Promise.all([0, 1, 2].map(() => startServer({ env, waitMs: 200_000 })));
        proxy = await startProxy(() => servers.map((s) => s.port));
        const journal = JSON.parse(fs.readFileSync(path.join(ROOT, 'drizzle/meta/_journal.json'), 'utf8')).entries.length;
        expect((await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(journal);
        expect((await sql.query("select count(*)::int as n from users where phone = '13800000000'")).rows[0].n).toBe(1);
        expect(servers.filter((s) => s.output().includes('demo data seeded')).length).toBe(1);
        for (const s of servers) expect((await client(s.url).get('/api/health')).data).toEqual({ ok: true, db: 'postgres' });
      },
    );

    it(
      'a file uploaded through one server is served by the others: seeded pictures, invoice PDFs, avatars and artwork live in the bucket',
      { timeout: 120_000 },
      async () => {
        await checkFilesInBucket(proxy.url, s3, bases(), { origin: PUBLIC_ORIGIN });
        for (const s of servers) {
          expect(fs.existsSync(path.join(s.dataDir, 'media'))).toBe(false);
          expect(fs.existsSync(path.join(s.dataDir, 'uploads'))).toBe(false);
        }
        // The proxy spread the calls over every server.
        for (const s of servers) expect(proxy.served.get(s.port) ?? 0).toBeGreaterThan(0);
      },
    );

    it(
      'a price changed by an operator command (its own process) shows on every server within 1 s, also after the listener connections were cut',
      { timeout: 120_000 },
      async () => {
        // A product without tier prices: a lower price for its cheapest SKU stays within the product rules (tiers below it).
        const {
          rows: [sku],
        } = await sql.query(`
      select s.sku_code, s.product_id, p.store_name, p.price from skus s join products p on p.id = s.product_id
      where p.is_show and s.price = p.price and p.price > 500
        and not exists (select 1 from tier_prices t where t.product_id = p.id) order by s.id limit 1`);
        const listed = async (base: string) => {
          const r = await client(base).get(`/api/products?keyword=${encodeURIComponent(sku.store_name)}`);
          return (r.data.list as { id: number; price: number }[]).find((p) => p.id === sku.product_id)?.price;
        };
        // A signed-in buyer's list page comes from a shell (storefront/member-shell.ts): the notice drops it too.
        const { token } = await login(bases()[0]!, DEMO.main);
        const listPage = `/indexpage/productlist?keyword=${encodeURIComponent(sku.store_name)}`;
        const signedIn = async (base: string) => {
          const r = await fetch(base + listPage, { headers: { cookie: `qili_token=${token}` } });
          const html = await r.text();
          const card = html.slice(html.indexOf(`productId=${sku.product_id}&`));
          return { shell: r.headers.get('x-page-shell'), price: /<span class="price">([^<]*)<\/span>/.exec(card)?.[1] };
        };
        const change = async (fen: number) => {
          // Warm every cache first (catalogue cache 30 s, page cache 5 s): without a notice the old price would stay.
          for (const base of bases()) {
            await listed(base);
            expect((await fetch(`${base}/api/products?keyword=${encodeURIComponent(sku.store_name)}`)).headers.get('x-page-cache')).toBe(
              'hit',
            );
            // A search's page is kept from its second rendering on (member-shell.ts): the third is a hit.
            await signedIn(base);
            await signedIn(base);
            expect((await signedIn(base)).shell).toBe('hit');
          }
          const heard = servers.map((s) => s.output().split('"msg":"change notice"').length);
          const r = await opsCommand(db.url, 'price:set', sku.sku_code, (fen / 100).toFixed(2));
          expect(r.code, r.out).toBe(0);
          const t0 = Date.now();
          const ms = await msUntil(bases(), t0, async (base) => (await listed(base)) === fen);
          // Each server cleared its caches because it heard the notice (not because an entry happened to expire).
          servers.forEach((s, i) => expect(s.output().split('"msg":"change notice"').length).toBeGreaterThan(heard[i]!));
          // Every server's signed-in page shows the new price: its shell was forgotten with the notice, not kept 5 s.
          for (const base of bases()) {
            const price = await listed(base);
            const page = await signedIn(base);
            expect(page).toEqual({ shell: 'miss', price: formatPrice(price!) });
          }
          return ms;
        };
        const first = await change(sku.price - 100);
        for (const ms of first) expect(ms).toBeLessThan(1000);

        // Cut every server's LISTEN connection: each reconnects by itself and hears the next change.
        const cut = await sql.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN qili_changes%'",
        );
        expect(cut.rowCount).toBe(servers.length);
        const deadline = Date.now() + 20_000;
        while (
          (
            await sql.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN qili_changes%'",
            )
          ).rows[0].n < servers.length
        ) {
          expect(Date.now()).toBeLessThan(deadline);
          await new Promise((r) => setTimeout(r, 100));
        }
        const second = await change(sku.price - 200);
        for (const ms of second) expect(ms).toBeLessThan(1000);
        for (const s of servers) expect(s.output()).toContain('change listener: listening again');
        console.log(`price change visible after ${first.join(' / ')} ms; after a reconnect ${second.join(' / ')} ms`);
      },
    );

    it(
      'a catalogue import (its own process) writes its pictures to the bucket; the new products show on every server within 1 s',
      { timeout: 120_000 },
      async () => {
        const doc = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/samples/catalogue.json'), 'utf8')) as {
          products: { code: string; storeName: string }[];
        };
        const first = doc.products[0]!;
        const found = async (base: string) => {
          const r = await client(base).get(`/api/products?keyword=${encodeURIComponent(first.storeName)}`);
          return (r.data.list as { storeName: string; image: string }[]).find((p) => p.storeName === first.storeName);
        };
        for (const base of bases()) expect(await found(base)).toBeUndefined(); // cached as absent
        const run = await new Promise<{ code: number; out: string }>((resolve) => {
          execFile(
            process.execPath,
            [path.join(ROOT, 'scripts/catalogue-import.mjs'), path.join(ROOT, 'scripts/samples/catalogue.json')],
            {
              cwd: ROOT,
              env: { ...process.env, DATABASE_URL: db.url, ...s3.env, LOG_LEVEL: 'warn' },
              timeout: 90_000,
            },
            (e, out, err) => resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out: String(out) + String(err) }),
          );
        });
        expect(run.code, run.out).toBe(0);
        const t0 = Date.now();
        const ms = await msUntil(bases(), t0, async (base) => !!(await found(base)));
        for (const m of ms) expect(m).toBeLessThan(1000);
        const image = (await found(servers[0]!.url))!.image;
        expect(image).toMatch(/^\/media\/catalogue\/[0-9a-f]{24}\.(png|svg|jpg|webp)$/);
        const stored = await s3.object(image.slice(1));
        expect(stored).not.toBeNull();
        for (const base of bases()) {
          const r = await fetch(base + image);
          expect(r.status).toBe(200);
          expect(await bytesOf(r)).toEqual(stored);
        }
        console.log(`imported products visible after ${ms.join(' / ')} ms`);
      },
    );

    it(
      'one sweep per deadline: N overdue orders are cancelled exactly once each and the stock comes back exactly',
      { timeout: 120_000 },
      async () => {
        const N = 12;
        const buyer = await login(proxy.url, DEMO.main);
        await addAddress(buyer.api);
        const {
          rows: [sku],
        } = await sql.query(`
      select s.id as sku_id, s.product_id, s.stock from skus s join products p on p.id = s.product_id
      where p.is_show and p.goods_type_id = 5 and p.min_qty = 1 and p.step_qty = 1 and s.stock >= 100 order by s.id limit 1`);
        const ids: number[] = [];
        for (let i = 0; i < N; i++) {
          const r = await buyer.api.post('/api/order/create', {
            buyNow: { productId: sku.product_id, skuId: sku.sku_id, num: 1 },
            idempotencyKey: idemKey(),
          });
          expect(r.status, r.msg).toBe(200);
          ids.push(r.data.orderId);
        }
        expect((await sql.query('select stock from skus where id = $1', [sku.sku_id])).rows[0].stock).toBe(sku.stock - N);
        // Their deadlines pass; every server's sweeper tries once a second.
        await sql.query("update orders set pay_deadline = now() - interval '1 minute' where id = any($1)", [ids]);
        const deadline = Date.now() + 30_000;
        for (;;) {
          const {
            rows: [c],
          } = await sql.query("select count(*)::int as n from orders where id = any($1) and state = 'cancelled'", [ids]);
          if (c.n === N) break;
          expect(Date.now()).toBeLessThan(deadline);
          await new Promise((r) => setTimeout(r, 200));
        }
        const {
          rows: [t],
        } = await sql.query(
          "select count(*)::int as n from state_transitions where kind = 'order' and record_id = any($1) and action = 'expire'",
          [ids],
        );
        expect(t.n).toBe(N);
        expect((await sql.query('select stock from skus where id = $1', [sku.sku_id])).rows[0].stock).toBe(sku.stock);
        const swept = servers.map((s) =>
          [...s.output().matchAll(/order sweeper: (\d+) unpaid order\(s\) cancelled/g)].reduce((a, m) => a + Number(m[1]), 0),
        );
        expect(swept.reduce((a, n) => a + n, 0)).toBe(N);
      },
    );
  });

// Timed jobs and the release step, on PostgreSQL.
if (process.env.API_DB === 'postgres')
  describe('locks across servers', () => {
    it(
      'a timed job is skipped while another server holds its lock, and while its previous round still runs here',
      { timeout: 60_000 },
      async () => {
        const { openDatabase } = await import('~/lib/server/db/client.ts');
        const { LOCKS, runJobOnce } = await import('~/lib/server/db/lock.ts');
        const tmp = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_jobs');
        const d = await openDatabase({ url: tmp.url });
        const other = new pg.Client({ connectionString: tmp.url });
        await other.connect();
        try {
          let runs = 0;
          const job = async () => {
            runs++;
            await new Promise((r) => setTimeout(r, 200));
            return runs;
          };
          // Another server (here: another session) is running the job.
          await other.query('select pg_advisory_lock(hashtextextended($1, 0))', [LOCKS.job('sweep-test')]);
          expect(await runJobOnce(d.db, 'sweep-test', job)).toEqual({ ran: false, reason: 'elsewhere' });
          await other.query('select pg_advisory_unlock(hashtextextended($1, 0))', [LOCKS.job('sweep-test')]);
          // Two rounds here at once: the second overlaps the first and is skipped.
          const [a, b] = await Promise.all([runJobOnce(d.db, 'sweep-test', job), runJobOnce(d.db, 'sweep-test', job)]);
          expect([a, b]).toEqual([
            { ran: true, value: 1 },
            { ran: false, reason: 'overlap' },
          ]);
          // While it runs here, the other session cannot take it; afterwards it is free.
          const running = runJobOnce(d.db, 'sweep-test', job);
          await new Promise((r) => setTimeout(r, 50));
          expect(
            (await other.query('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [LOCKS.job('sweep-test')])).rows[0].ok,
          ).toBe(false);
          await running;
          expect(
            (await other.query('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [LOCKS.job('sweep-test')])).rows[0].ok,
          ).toBe(true);
          expect(runs).toBe(2);
        } finally {
          await other.end();
          await d.close();
          await tmp.drop();
        }
      },
    );

    it(
      'npm run db:migrate three times at once on an outdated database: all succeed, each migration applied once',
      { timeout: 120_000 },
      async () => {
        const { drizzle } = await import('drizzle-orm/node-postgres');
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        const tmp = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_migrate');
        const old = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-old-migrations-'));
        try {
          // The database as the previous release left it: every migration but the last.
          fs.cpSync(path.join(ROOT, 'drizzle'), old, { recursive: true });
          const journalFile = path.join(old, 'meta/_journal.json');
          const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
          const last = journal.entries.pop();
          fs.writeFileSync(journalFile, JSON.stringify(journal));
          const pool = new pg.Pool({ connectionString: tmp.url });
          await migrate(drizzle(pool), { migrationsFolder: old });
          expect((await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n).toBe(journal.entries.length);

          const runs = await Promise.all(
            [0, 1, 2].map(
              () =>
                new Promise<{ code: number | null; out: string }>((resolve) => {
                  execFile(
                    process.execPath,
                    [path.join(ROOT, 'scripts/db-migrate.mjs')],
                    { cwd: ROOT, env: { ...process.env, DATABASE_URL: tmp.url }, timeout: 90_000 },
                    (e, out, err) => resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out: String(out) + String(err) }),
                  );
                }),
            ),
          );
          for (const r of runs) {
            expect(r.code, r.out).toBe(0);
            expect(r.out).toContain(`latest ${last.tag}`);
          }
          const rows = (await pool.query('select hash from drizzle.__drizzle_migrations')).rows;
          expect(rows.length).toBe(journal.entries.length + 1);
          expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
          await pool.end();
        } finally {
          fs.rmSync(old, { recursive: true, force: true });
          await tmp.drop();
        }
      },
    );
  });
