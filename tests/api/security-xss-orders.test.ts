// Stored XSS through the order-side texts (order remark, after-sales description, evaluation text):
// saved as written, rendered escaped on every page that shows them.
import { describe, expect, inject, it } from 'vitest';
import { claimable, completedOrder } from '../helpers/aftersales.ts';
import { newCompany } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const PAYLOAD = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

async function page(path: string, token: string) {
  const r = await fetch(base + path, { headers: { cookie: `qili_token=${token}` }, redirect: 'manual' });
  expect(r.status, path).toBe(200);
  return r.text();
}

function expectInert(html: string, where: string) {
  expect(html, where).not.toContain('<script>window.__xss');
  expect(html, where).not.toMatch(/<img[^>]*onerror="window\.__xss/);
}

describe('stored XSS in order texts', () => {
  it('after-sales description and evaluation text render escaped', { timeout: 180_000 }, async () => {
    const me = await newCompany(base, dataDir);
    const o = await completedOrder(base, dataDir, me, 4);
    const lines = (await me.api.get(`/api/evaluate/order?orderId=${o.id}`)).data.lines;
    const ev = await me.api.post('/api/evaluate/submit', {
      orderId: o.id,
      orderLineId: lines[0].id,
      productScore: 4,
      serviceScore: 5,
      content: `很好${PAYLOAD}`,
    });
    expect(ev.status, ev.msg).toBe(200);
    const line = (await claimable(me.api, o.id)).lines[0]!;
    const as = await me.api.post('/api/afterSales/submit', {
      orderId: o.id,
      orderLineId: line.id,
      type: 1,
      reason: '其他',
      description: `破损${PAYLOAD}`,
      num: 1,
      refundAmount: 1,
    });
    expect(as.status, as.msg).toBe(200);
    const detail = (await me.api.get(`/api/order/detail/${o.id}`)).data;

    const pages = [
      `/evaluate`,
      `/asRecord`,
      `/asRecordDetail?id=${as.data.id}`,
      `/productDetail?productId=${detail.lines[0].productId}&name=x`,
      `/orderDetail/${o.id}`,
    ];
    const shownOn: string[] = [];
    for (const p of pages) {
      const html = await page(p, me.token);
      expectInert(html, p);
      if (html.includes('window.__xss')) shownOn.push(p.split('?')[0]!); // the text is there, escaped
    }
    expect(shownOn).toEqual(expect.arrayContaining(['/evaluate', '/asRecordDetail', '/productDetail']));
    const pub = await (await fetch(`${base}/api/product/evaluations?productId=${detail.lines[0].productId}`)).json();
    expect(JSON.stringify(pub)).toContain('window.__xss'); // stored as written: escaping is the renderer's job
  });
});
