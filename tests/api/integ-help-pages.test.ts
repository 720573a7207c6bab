// Integration: the after-sales policy (/afterSale) and the delivery-time note at settlement are the help centre's
// pages of type 11 and 10 from the database, not built-in text.
import { describe, expect, inject, it } from 'vitest';
import { client } from '../helpers/client.ts';
import { anySku } from '../helpers/aftersales.ts';
import { newCompany } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);
const page = async (path: string, token: string) => {
  const r = await fetch(base + path, { headers: { cookie: `qili_token=${token}` }, redirect: 'manual' });
  return { status: r.status, html: await r.text() };
};

describe('help pages inside the order screens', () => {
  it('/afterSale renders help page 11', async () => {
    const me = await newCompany(base, dataDir);
    const help = (await anon.get('/api/help/detail?type=11')).data;
    const p = await page('/afterSale', me.token);
    expect(p.status).toBe(200);
    // A table cell that exists only in the database page (the built-in text has no table).
    expect(help.html).toContain('免费重印或退款');
    expect(p.html).toContain('免费重印或退款');
    expect(p.html).toContain(`<title>${help.title}`);
  });

  it('settlement shows the delivery-time page 10', async () => {
    const me = await newCompany(base, dataDir);
    const sku = await anySku(dataDir);
    const add = await me.api.post('/api/car', { productId: sku.productId, skuId: sku.skuId, num: sku.minQty, kind: 'buy' });
    expect(add.status, add.msg).toBe(200);
    const p = await page(`/cart/settlement?cartIds=${add.data.cartId}`, me.token);
    expect(p.status).toBe(200);
    expect(p.html).toContain('常规交期');
    expect(p.html).toContain('/helpCentre?type=10');
  });
});
