// Integration: the personal-centre menu shows the unread order-notice count (its badge hidden at zero) and offers 我的发票 only with 'invoice'.
import { describe, expect, inject, it } from 'vitest';
import { DEMO, login } from '../helpers/client.ts';
import { paidOrder } from '../helpers/aftersales.ts';
import { newCompany } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const html = async (path: string, token: string) => (await fetch(base + path, { headers: { cookie: `qili_token=${token}` } })).text();
// The menu's markup: from its landmark to its logout button (the stylesheet in the head names the class too).
const menuOf = (page: string) => {
  const start = page.indexOf('aria-label="个人中心"');
  return page.slice(start, page.indexOf('account-logout', start));
};

describe('personal-centre menu', () => {
  it('badges 消息通知 with the unread notice count', async () => {
    const me = await newCompany(base, dataDir);
    await me.api.post('/api/orderInform/readAll', {}); // the notice of its approval (companies/state.ts)
    // At zero the badge is there, hidden and empty, so the screen that changes the count can show it (menu-badges.ts).
    const hiddenBadge = /href="\/orderInform"[^>]*>[^<]*消息通知[^<]*<span[^>]*data-menu-badge="\/orderInform"[^>]*\shidden[^>]*><\/span>/;
    expect(menuOf(await html('/userInfo', me.token))).toMatch(hiddenBadge);
    await paidOrder(base, dataDir, me); // the operator's payment confirmation writes a notice
    const unread = (await me.api.get('/api/orderInform/unread')).data.count;
    expect(unread).toBeGreaterThan(0);
    const menu = menuOf(await html('/userInfo', me.token));
    expect(menu).toMatch(
      new RegExp(`href="/orderInform"[^>]*>[^<]*消息通知[^<]*<span[^>]*aria-label="${unread}条未读"[^>]*>${unread}</span>`),
    );
    await me.api.post('/api/orderInform/readAll', {});
    expect(menuOf(await html('/userInfo', me.token))).toMatch(hiddenBadge);
  });

  it('offers 我的发票 to main and finance accounts, not to buyers', async () => {
    const buyer = await login(base, DEMO.buyer);
    const finance = await login(base, DEMO.finance);
    const main = await login(base, DEMO.main);
    expect(menuOf(await html('/userInfo', buyer.token))).not.toContain('href="/invoice"');
    expect((await buyer.api.get('/api/invoice/list')).http).toBe(403);
    expect(menuOf(await html('/userInfo', finance.token))).toContain('href="/invoice"');
    expect(menuOf(await html('/userInfo', main.token))).toContain('href="/invoice"');
  });
});
