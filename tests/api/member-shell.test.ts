// Signed-in catalogue pages from their shells (issue #14; storefront/member-shell.ts): one rendering per page and
// audience, filled per request with the buyer's own company, cart count and favourites. Never one buyer's data in
// another's page, another audience's links never shown, and a change (a favourite, the cart, a sign-out) visible at
// once. Other files share this server and may clear the caches at any time, so a check that needs a shell hit
// repeats until it gets one (bounded); every answer on the way is checked all the same.
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { DEMO, login } from '../helpers/client.ts';
import { freshCompany } from './account-helpers.ts';
import { cartBadgeHtml } from '~/lib/shared/marks.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');

function get(
  p: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + p, { headers: { cookie: `qili_token=${token}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

type Buyer = Awaited<ReturnType<typeof login>> & { company: string; cart: number };

async function buyer(phone: string, password?: string): Promise<Buyer> {
  const b = await login(base, phone, password);
  const company = (await b.api.get('/api/userinfo')).data.companyName as string;
  return { ...b, company, cart: (await b.api.get('/api/cart/count')).data.count as number };
}

/** The favourite state of each product card on a page, by product id. */
const favStates = (html: string) =>
  Object.fromEntries([...html.matchAll(/data-fav="(\d+)"\s+aria-pressed="(true|false)"/g)].map((m) => [Number(m[1]), m[2] === 'true']));

/** What a page shows of its buyer, checked, then taken out: what is left must be the same for every buyer of an audience. */
function withoutBuyer(html: string, b: Buyer): string {
  expect(html).toContain(`您好，<strong>${b.company}</strong>`);
  expect(html).toContain(cartBadgeHtml(b.cart));
  expect(html).not.toContain('[[qs-');
  return html
    .replace(`您好，<strong>${b.company}</strong>`, '')
    .split(cartBadgeHtml(b.cart))
    .join('')
    .split(cartBadgeHtml(b.cart, true))
    .join('')
    .replace(/aria-pressed="(true|false)"/g, '')
    .replace(/[♥♡]/g, '')
    .replace(/class="fav-text">[^<]*</g, '');
}

/**
 * New companies' main accounts: one audience (main accounts of companies under review), with favourites and
 * footprints of their own (the demo accounts' are counted by other files running beside this one).
 */
async function freshBuyers(n: number): Promise<Buyer[]> {
  const out: Buyer[] = [];
  for (let i = 0; i < n; i++) {
    const c = await freshCompany(base, dataDir);
    out.push(await buyer(c.phone, c.password));
  }
  return out;
}

let unique = 0;
const uniqueUrl = () => `/indexpage/productlist?sort=sales&t=shell${process.pid}x${Date.now()}x${++unique}`;

describe('signed-in page shells', () => {
  it("fill one rendering with each buyer's own company, cart count and favourites", async () => {
    const [a, b] = await freshBuyers(2);
    expect(a.company).not.toBe(b.company);
    const url = uniqueUrl();
    const first = await get(url, a.token);
    expect([first.status, first.headers['x-page-shell']]).toEqual([200, 'miss']);
    const [x, y] = Object.keys(favStates(first.body.toString())).map(Number);
    // a favours x and not y; b the other way round
    await a.api.post('/api/collect/add', { id: x, category: 'collect' });
    await a.api.post('/api/collect/del', { id: y, category: 'collect' });
    await b.api.post('/api/collect/add', { id: y, category: 'collect' });
    await b.api.post('/api/collect/del', { id: x, category: 'collect' });

    let hits = 0;
    for (let i = 0; i < 20 && hits < 2; i++) {
      const pa = await get(url, a.token);
      const pb = await get(url, b.token);
      for (const p of [pa, pb]) expect(p.status).toBe(200);
      hits += pb.headers['x-page-shell'] === 'hit' && pa.headers['x-page-shell'] === 'hit' ? 1 : 0;
      const [ha, hb] = [pa.body.toString(), pb.body.toString()];
      expect([favStates(ha)[x!], favStates(ha)[y!]]).toEqual([true, false]);
      expect([favStates(hb)[x!], favStates(hb)[y!]]).toEqual([false, true]);
      expect(ha).not.toContain(b.company);
      expect(hb).not.toContain(a.company);
      expect(withoutBuyer(hb, b)).toBe(withoutBuyer(ha, a));
    }
    expect(hits).toBeGreaterThan(0);
  });

  it("account pages: the furniture rendered once per audience, with each buyer's own company and cart count", async () => {
    // Two buyers of one audience, one line in a's cart and none in b's: the two badges differ.
    const [a, b] = await freshBuyers(2);
    const product = (await a.api.get('/api/products?page=1&limit=1&goodsType=5')).data.list[0];
    const detail = (await a.api.get(`/api/product/detail?id=${product.id}`)).data;
    const sku = detail.skus.find((s: any) => s.stock >= detail.minQty);
    const add = await a.api.post('/api/car', { productId: product.id, skuId: sku.id, num: detail.minQty });
    expect(add.status, add.msg).toBe(200);
    a.cart = (await a.api.get('/api/cart/count')).data.count;
    expect(a.cart).not.toBe(b.cart);
    const finance = await buyer(DEMO.finance);
    // Twice over: the first requests may render the furniture, the next ones repeat it.
    for (let round = 0; round < 2; round++) {
      for (const path of ['/userInfo', '/myOrder', '/favorites', '/address']) {
        for (const [me, other] of [
          [a, b],
          [b, a],
        ] as const) {
          const page = await get(path, me.token);
          expect(page.status, path).toBe(200);
          const html = page.body.toString();
          expect(html).toContain(`您好，<strong>${me.company}</strong>`);
          expect(html).not.toContain(other.company);
          expect(html).toContain(cartBadgeHtml(me.cart));
          expect(html).toContain(cartBadgeHtml(me.cart, true));
          expect(html).not.toContain('[[qs-');
          expect(html).toContain('href="/cart/shoppingCart"');
        }
        // Finance may not buy: no cart link in its header or side bar, whatever the buyers' pages showed.
        const theirs = (await get(path, finance.token)).body.toString();
        expect(theirs).toContain(`您好，<strong>${finance.company}</strong>`);
        expect(theirs).not.toContain('href="/cart/shoppingCart"');
      }
    }
  });

  it("show an account only what its permissions offer: another audience's shell is never used", async () => {
    const [main, finance] = [await buyer(DEMO.main), await buyer(DEMO.finance)];
    const url = uniqueUrl();
    const mine = (await get(url, main.token)).body.toString();
    expect(mine).toContain('href="/cart/shoppingCart"');
    const theirs = await get(url, finance.token);
    expect(theirs.headers['x-page-shell']).toBe('miss'); // not the main account's shell
    expect(theirs.body.toString()).not.toContain('href="/cart/shoppingCart"');
    expect(theirs.body.toString()).toContain(`您好，<strong>${finance.company}</strong>`);
  });

  it('follow a change at once: a new favourite, a sign-out', async () => {
    const [a] = await freshBuyers(1);
    const url = uniqueUrl();
    const before = favStates((await get(url, a.token)).body.toString());
    const id = Number(Object.keys(before).find((k) => !before[Number(k)]));
    await a.api.post('/api/collect/add', { id, category: 'collect' });
    const after = await get(url, a.token);
    expect(favStates(after.body.toString())[id]).toBe(true);
    await a.api.post('/api/collect/del', { id, category: 'collect' });
    expect(favStates((await get(url, a.token)).body.toString())[id]).toBe(false);

    // compressed as any other page, the same page
    const br = await get(url, a.token, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe((await get(url, a.token)).body.toString());

    await a.api.post('/api/logout', {});
    const gone = (await get(url, a.token)).body.toString();
    expect(gone).toContain('data-user="0"');
    expect(gone).not.toContain(a.company);
  });

  it("serve a product's page to each buyer with their own favourite button, and record each buyer's view", async () => {
    const [a, b] = await freshBuyers(2);
    const list = (await get(uniqueUrl(), a.token)).body.toString();
    const id = Number(Object.keys(favStates(list))[0]);
    await a.api.post('/api/collect/add', { id, category: 'collect' });
    const url = `/productDetail?productId=${id}&name=shell${process.pid}x${Date.now()}`;
    /** The detail button (not a card's heart): its state and its words. */
    const button = (html: string) => {
      const m = new RegExp(`class="fav-btn" data-fav="${id}" aria-pressed="(true|false)">[^]*?class="fav-text">([^<]*)<`).exec(html);
      return m && [m[1] === 'true', m[2]];
    };
    let hits = 0;
    for (let i = 0; i < 20 && hits < 2; i++) {
      const pa = await get(url, a.token);
      const pb = await get(url, b.token);
      for (const p of [pa, pb]) expect(p.status).toBe(200);
      if (pa.headers['x-page-shell'] === 'hit' && pb.headers['x-page-shell'] === 'hit') hits++;
      const [ha, hb] = [pa.body.toString(), pb.body.toString()];
      expect([button(ha), button(hb)]).toEqual([
        [true, '已收藏'],
        [false, '收藏'],
      ]);
      expect(withoutBuyer(hb, b)).toBe(withoutBuyer(ha, a));
    }
    expect(hits).toBeGreaterThan(0);
    for (const who of [a, b]) {
      const foot = (await who.api.get('/api/collect/foot')).data;
      expect([foot.total, foot.days[0].list[0].id]).toEqual([1, id]);
    }
  });
});
