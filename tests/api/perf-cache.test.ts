// The visitor page cache and compression (issue #7): public pages are cached for visitors only, a
// signed-in user always gets a fresh page of their own, and an operator's change is visible at once.
import { execFile } from 'node:child_process';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../helpers/server.ts';
import { client, DEMO, login } from '../helpers/client.ts';

const base = inject('baseUrl');

function ops(...argv: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts/ops.mjs'), ...argv],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: inject('dataDir'),
          DATABASE_URL: inject('dbDriver') === 'postgres' ? (process.env.DATABASE_URL ?? '') : '',
        },
        timeout: 60_000,
      },
      (e, out, err) => (e ? reject(new Error(`${argv.join(' ')}: ${err || out}`)) : resolve(String(out))),
    );
  });
}

/** A raw GET (fetch would decode the body and hide content-encoding). */
function raw(
  p: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + p, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * Two visitor GETs in a row, the second answered from the cache with the first one's page. Other files share
 * this server and clear the caches whenever they run an operator command, so a pair may be split by a clear:
 * try again until one pair is not (bounded).
 */
async function missThenHit(url: string) {
  for (let i = 0; i < 20; i++) {
    const first = await raw(url);
    expect(first.status).toBe(200);
    const second = await raw(url);
    if (first.headers['x-page-cache'] === 'miss' && second.headers['x-page-cache'] === 'hit') return { first, second };
    if (first.headers['x-page-cache'] === 'hit' && second.headers['x-page-cache'] === 'hit') return { first, second };
  }
  throw new Error(`${url} was never answered from the page cache`);
}

let unique = 0;
const uniqueUrl = () => `/indexpage/productlist?sort=sales&page=2&t=${process.pid}x${Date.now()}x${++unique}`;

describe('visitor page cache', () => {
  it('answers a visitor from the cache and a signed-in user never from it', async () => {
    const url = uniqueUrl();
    expect((await raw(url)).headers['x-page-cache']).toBe('miss'); // nobody asked for this address before
    const { first, second } = await missThenHit(url);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-security-policy'] ?? null).toBe(first.headers['content-security-policy'] ?? null);

    const { token } = await login(base, DEMO.main);
    for (const headers of [{ cookie: `qili_token=${token}` }, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const mine = await raw(url, headers);
      expect(mine.status).toBe(200);
      expect(mine.headers['x-page-cache']).toBeUndefined();
      expect(mine.body.toString()).toContain('data-user="1"');
    }
    // …and the signed-in rendering did not land in the visitors' cache.
    const again = await raw(url);
    expect(again.body.toString()).toContain('data-user="0"');
  });

  it('never caches pages outside the public catalogue, nor for unknown tokens on private pages', async () => {
    const r = await raw('/userCenter', { cookie: 'qili_token=not-a-session' });
    expect(r.status).toBe(302);
    expect(r.headers['x-page-cache']).toBeUndefined();
  });

  it('an operator command clears the caches: the change is visible at once', async () => {
    const line = (await ops('stock:list', '--type', '4', '--limit', '1')).trim().split('\n')[0]!;
    const [skuId, , productId, , stock] = line.split('\t');
    const api = client(base);
    const before = await api.get(`/api/product/detail?id=${productId}`);
    expect(before.status).toBe(200);
    // an address only this test asks for, so no other file can warm it again between the command and the check
    const url = uniqueUrl();
    await missThenHit(url);

    const next = Number(stock) + 7;
    await ops('stock:set', skuId!, String(next));
    const after = await api.get(`/api/product/detail?id=${productId}`);
    const sku = after.data.skus.find((s: { id: number }) => s.id === Number(skuId));
    expect(sku.stock).toBe(next);
    expect((await raw(url)).headers['x-page-cache']).toBe('miss');
    await ops('stock:set', skuId!, stock!);
  });
});

describe('compression', () => {
  it('sends HTML and JSON as brotli or gzip when accepted, and plain otherwise', async () => {
    const plain = await raw('/api/products?limit=20');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw('/api/products?limit=20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gz = await raw('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toMatch(/<!doctype html>/i);
    const refused = await raw('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('serves hashed assets precompressed and immutable', async () => {
    const html = (await raw('/')).body.toString();
    const asset = /\/_astro\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const r = await raw(asset!, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['content-type']).toMatch(/^(text\/javascript|text\/css); charset=utf-8$/);
    // the rule rendered answers use: q=0 refuses brotli, and no encoding accepted is the plain file
    const gz = await raw(asset!, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await raw(asset!);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(r.body).equals(plain.body)).toBe(true);
    // revalidated by its ETag
    const again = await raw(asset!, { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('a file that is not hashed is revalidated, and a POST to a file path goes to the app (a JSON refusal, not the file)', async () => {
    const robots = await raw('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('no-cache');
    const post = await new Promise<{ status: number; type: string }>((resolve, reject) => {
      const req = http.request(base + '/robots.txt', { method: 'POST' }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.type).not.toMatch(/text\/plain/);
  });
});

describe("the site's QR codes are images of their own (not SVG repeated in every page)", () => {
  const qrUrls = (html: string) => [...html.matchAll(/<img[^>]*src="(\/qr\/[0-9a-f]{16}\.svg)"[^>]*>/g)].map((m) => m[0]);

  it('a page names them by URL; each is an SVG kept a year, to a visitor and a buyer alike; other names are 404', async () => {
    const { token } = await login(base, DEMO.main);
    for (const [path, headers] of [
      ['/', {}],
      ['/myOrder', { cookie: `qili_token=${token}` }],
    ] as const) {
      const page = await raw(path, headers);
      expect(page.status).toBe(200);
      const html = page.body.toString('utf8');
      expect(html).not.toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+" shape-rendering="crispEdges"/);
      const imgs = qrUrls(html);
      // The top bar's (mini program) and the support dialog's template: alt text, size and lazy loading set.
      expect(imgs.find((i) => i.includes('alt="小程序二维码"'))).toMatch(/width="120" height="120"[^>]*loading="lazy"/);
      expect(imgs.find((i) => i.includes('alt="客服微信二维码"'))).toMatch(/width="200" height="200"[^>]*loading="lazy"/);
      for (const src of new Set(imgs.map((i) => /src="([^"]+)"/.exec(i)![1]!))) {
        const qr = await raw(src);
        expect(qr.status, src).toBe(200);
        expect(qr.headers['content-type']).toBe('image/svg+xml');
        expect(qr.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(qr.body.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
      }
    }
    for (const unknown of ['/qr/0123456789abcdef.svg', '/qr/anything', '/qr/x.svg.svg'])
      expect((await raw(unknown)).status, unknown).toBe(404);
  });
});
