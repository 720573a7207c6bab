// Integration: the product detail (page and GET /api/product/detail) shows the real evaluations from the after-sales domain.
import { describe, expect, inject, it } from 'vitest';
import { completedOrder } from '../helpers/aftersales.ts';
import { newCompany } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');

describe('product detail evaluations', () => {
  it('show the average score, count and the new evaluation', async () => {
    const me = await newCompany(base, dataDir);
    const o = await completedOrder(base, dataDir, me);
    const lines = (await me.api.get(`/api/evaluate/order?orderId=${o.id}`)).data.lines;
    const content = `集成测试评价${Date.now()}`;
    const ok = await me.api.post('/api/evaluate/submit', {
      orderId: o.id,
      orderLineId: lines[0].id,
      productScore: 4,
      serviceScore: 5,
      content,
    });
    expect(ok.status, ok.msg).toBe(200);
    const productId = (await me.api.get(`/api/order/detail/${o.id}`)).data.lines[0].productId;
    const pub = (await me.api.get(`/api/product/evaluations?productId=${productId}&limit=20`)).data;

    // Evaluations are read live on every detail (only the catalogue part is cached): the new one shows at once.
    const detail = (await me.api.get(`/api/product/detail?id=${productId}`)).data;
    expect(detail.evaluations).toMatchObject({ count: pub.total, average: pub.avgScore, goodRate: pub.goodRate });
    expect(detail.evaluations.count).toBeGreaterThan(0);
    expect(detail.evaluations.list.map((e: { content: string }) => e.content)).toContain(content);

    const html = await (
      await fetch(`${base}/productDetail?productId=${productId}&name=x`, { headers: { cookie: `qili_token=${me.token}` } })
    ).text();
    expect(html).toContain(content);
    expect(html).toContain(pub.avgScore.toFixed(1));
    expect(html).not.toContain('<span class="eval-big">-</span>');
  });
});
