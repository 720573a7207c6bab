// "The form saw version V" (seen-version.ts) on the back office's content editors: banners, hot words, navigation,
// footer, the activities (秒杀/折扣/拼团/优惠券) and the help pages (whose version is the revision they started from). Each edit page carries the version of what it shows; a save made
// from a page opened before a colleague's save is refused (409, …已被修改…请刷新页面后重新修改) with nothing written,
// and a save from a fresh page passes. A server of its own: these change the storefront every other suite reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { STAFF, ownServer, staffLogin, staffUpload, type StaffClient } from '../helpers/staff.ts';
import { pngBytes } from '../helpers/orders.ts';
import { gone, islandOn, raceOf, stale, versionOn } from '../helpers/stale-saves.ts';

let srv: Awaited<ReturnType<typeof ownServer>>;
let merch: StaffClient;
let editor: StaffClient;
let anon: ReturnType<typeof client>;

beforeAll(async () => {
  srv = await ownServer();
  merch = await staffLogin(srv.url, STAFF.merchandiser);
  editor = await staffLogin(srv.url, STAFF.editor);
  anon = client(srv.url);
}, 180_000);
afterAll(() => srv?.stop());

describe('page configuration', () => {
  it('a banner saved from a page opened before a colleague saved it is refused; from the page reloaded it passes', async () => {
    const r = await staffUpload(editor, srv.url, '/api/admin/upload/image', [{ bytes: await pngBytes(), name: '轮播.png' }]);
    const base = { title: '并发轮播', url: r.data.url, jumpUrl: '/indexpage/discount', sort: 900 };
    const made = await editor.post('/api/admin/banner/save', base);
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id;
    const shown = async () => (await anon.get('/api/pc/index')).data.qiliSlideshows.find((s: any) => s.id === id);
    await raceOf(
      editor,
      '/api/admin/banner/save',
      () => versionOn(editor, '/admin/storefront', '/api/admin/banner/save', id),
      { ...base, id, title: '甲改的标题' },
      { ...base, id, title: '甲改的标题', jumpUrl: '/indexpage/seckill' },
      '轮播图',
      shown,
    );
    expect(await shown()).toMatchObject({ title: '甲改的标题', jumpUrl: '/indexpage/seckill' });
  });

  it('hot words, navigation and footer: a stale save is refused with nothing written, a fresh one passes', async () => {
    const pc = async () => (await anon.get('/api/pc/index')).data.hotKey;
    const opened = (endpoint: string) => () => versionOn(editor, '/admin/storefront', endpoint);
    await raceOf(
      editor,
      '/api/admin/hotwords/save',
      opened('/api/admin/hotwords/save'),
      { words: ['甲的热词'] },
      { words: ['乙的热词'] },
      '热搜词',
      pc,
    );

    const config = async (type: string) =>
      JSON.parse((await anon.get('/api/page/config?terminal=1')).data.json).find((i: any) => i.type === type);
    const nav = (des: string) => ({ nav: [{ des, linkTo: '/' }] });
    await raceOf(editor, '/api/admin/nav/save', opened('/api/admin/nav/save'), nav('甲的首页'), nav('乙的首页'), '导航', () =>
      config('NavType'),
    );

    const footer = (copyright: string) => ({
      promises: ['售后无忧'],
      quickNav: [],
      help: [],
      licences: [],
      copyright,
      icp: '',
      police: '',
    });
    await raceOf(editor, '/api/admin/footer/save', opened('/api/admin/footer/save'), footer('© 甲'), footer('© 乙'), '页脚', () =>
      config('Footer'),
    );
    expect((await config('Footer')).componentContent.copyright).toBe('© 乙');
    // a version that is not one is the field's own 400, not a 500
    expect(await editor.post('/api/admin/nav/save', { ...nav('首页'), version: 'x'.repeat(65) })).toMatchObject({
      http: 400,
      msg: '版本格式不正确',
    });
  });
});

describe('activities', () => {
  let skuId: number;
  let productId: number;
  beforeAll(async () => {
    // a product with no discount yet (one discount per product)
    const discounted = (await anon.get('/api/discount/list?limit=20')).data.list.map((x: any) => x.productId ?? x.id);
    const p = (await anon.get('/api/products?limit=20')).data.list.find((x: any) => !discounted.includes(x.id));
    const detail = (await anon.get(`/api/product/detail?id=${p.id}`)).data;
    productId = detail.id;
    skuId = detail.skus[0].id;
  });
  const page = (kind: string, id: number) => versionOn(merch, `/admin/activities?edit=${kind}:${id}`, `/api/admin/${kind}/save`, id);
  const staffRow = async (kind: 'seckill' | 'discount' | 'group' | 'coupon', id: number) => {
    const { html } = await merch.page(`/admin/activities?edit=${kind}:${id}`);
    return html.slice(html.indexOf('<aside'));
  };

  for (const [kind, what, body, first, second] of [
    ['seckill', '秒杀商品', () => ({ slotId: 1, skuId, price: '0.01', stock: 5, limitPerUser: 1 }), { price: '0.02' }, { stock: 9 }],
    ['discount', '折扣活动', () => ({ productId, rate: 80, label: '并发折扣' }), { rate: 70 }, { label: '乙的标签' }],
    ['group', '拼团商品', () => ({ skuId, productPrice: '0.01', people: 3, windowHours: 24, num: 1 }), { people: 4 }, { num: 2 }],
    [
      'coupon',
      '优惠券',
      () => ({ title: '并发券', type: 'full', amount: '5', minAmount: '50', total: 100 }),
      { amount: '6' },
      { total: 50 },
    ],
  ] as const) {
    it(`${what}: a stale save is refused with nothing written, a fresh one passes`, async () => {
      const made = await merch.post(`/api/admin/${kind}/save`, body());
      expect(made.status, made.msg).toBe(200);
      const id = made.data.id;
      await raceOf(
        merch,
        `/api/admin/${kind}/save`,
        () => page(kind, id),
        { ...body(), ...first, id },
        { ...body(), ...first, ...second, id },
        what,
        () => staffRow(kind, id),
      );
    });
  }

  it('a claim does not make the coupon form stale; its 发放总量 is not set below the coupons claimed', async () => {
    const made = await merch.post('/api/admin/coupon/save', { title: '限量并发券', type: 'full', amount: '5', minAmount: '50', total: 10 });
    expect(made.status, made.msg).toBe(200);
    const id = made.data.id;
    const opened = await page('coupon', id);
    for (const phone of [DEMO.main, DEMO.otherMain]) {
      const claim = await (await login(srv.url, phone)).api.post('/api/coupon/receive', { couponId: id });
      expect(claim.status, claim.msg).toBe(200);
    }
    const edit = { id, title: '限量并发券', type: 'full', amount: '5', minAmount: '50', version: opened };
    expect(await merch.post('/api/admin/coupon/save', { ...edit, total: 1 })).toMatchObject({
      http: 400,
      msg: '发放总量不能少于已领取的2张',
    });
    const ok = await merch.post('/api/admin/coupon/save', { ...edit, total: 2 });
    expect(ok.status, ok.msg).toBe(200);
    const centre = (await anon.get('/api/coupon/center?limit=20')).data.list.find((c: any) => c.id === id);
    expect(centre).toMatchObject({ total: 2, claimed: 2, remaining: 0 });
  });
});

describe('help pages', () => {
  it('a help page saved from an editor opened before a colleague saved it is refused with the rule’s wording; reloaded, it saves', async () => {
    const slug = `stale-help-${Date.now() % 100000}`;
    const base = { slug, title: '并发帮助', category: '购物指南', markdown: '初稿' };
    const made = await editor.post('/api/admin/help/save', { ...base, baseRevisionId: null });
    expect(made.status, made.msg).toBe(200);
    // The version the editor page carries: the revision it shows.
    const opened = async () => {
      const island = await islandOn(editor, `/admin/help?type=${slug}`, 'initialRevisions');
      const m = island && /&quot;revisionId&quot;:\[0,(\d+)\]/.exec(island);
      expect(m, 'the help editor carries the revision it shows').toBeTruthy();
      return Number(m![1]);
    };
    const stored = async () => (await editor.get(`/api/admin/help/source?type=${slug}`)).data;
    const v = await opened();
    expect(v).toBe(made.data.revisionId);
    const a = await editor.post('/api/admin/help/save', { ...base, markdown: '甲的正文', baseRevisionId: v });
    expect(a.status, a.msg).toBe(200);
    const afterFirst = await stored();
    const b = await editor.post('/api/admin/help/save', { ...base, markdown: '乙的正文', baseRevisionId: v });
    expect([b.http, b.msg]).toEqual([409, stale('帮助文档')]);
    expect(await stored(), 'the refused save wrote nothing').toEqual(afterFirst);
    const reloaded = await opened();
    expect(reloaded).toBe(a.data.revisionId);
    const c = await editor.post('/api/admin/help/save', { ...base, markdown: '乙的正文', baseRevisionId: reloaded });
    expect(c.status, c.msg).toBe(200);
    expect((await stored()).markdown).toBe('乙的正文');
    // An edit of a page that is not there (help pages are never deleted; a slug no page has) is told so, nothing made.
    const none = await editor.post('/api/admin/help/save', { ...base, slug: `${slug}-x`, baseRevisionId: reloaded });
    expect([none.http, none.msg]).toEqual([404, gone('帮助文档')]);
    expect((await editor.get(`/api/admin/help/source?type=${slug}-x`)).http).toBe(404);
  });

  it('restoring an earlier revision from an editor opened before a colleague saved is refused like a save; reloaded, it restores', async () => {
    const slug = `stale-restore-${Date.now() % 100000}`;
    const base = { slug, title: '恢复并发', category: '购物指南' };
    const first = await editor.post('/api/admin/help/save', { ...base, markdown: '第一版', baseRevisionId: null });
    expect(first.status, first.msg).toBe(200);
    const second = await editor.post('/api/admin/help/save', { ...base, markdown: '第二版', baseRevisionId: first.data.revisionId });
    expect(second.status, second.msg).toBe(200);
    const stored = async () => (await editor.get(`/api/admin/help/source?type=${slug}`)).data;
    const revisions = async () => (await editor.get(`/api/admin/help/revisions?type=${slug}`)).data.length;
    // Opened at the second revision; a colleague saves a third; restoring the first from the old editor is refused.
    const opened = second.data.revisionId;
    const third = await editor.post('/api/admin/help/save', { ...base, markdown: '同事的第三版', baseRevisionId: opened });
    expect(third.status, third.msg).toBe(200);
    const [before, count] = [await stored(), await revisions()];
    const late = await editor.post('/api/admin/help/restore', { revisionId: first.data.revisionId, baseRevisionId: opened });
    expect([late.http, late.msg]).toEqual([409, stale('帮助文档')]);
    expect([await stored(), await revisions()], 'the refused restore wrote nothing').toEqual([before, count]);
    // A revision no page holds, from an editor: the page is gone (revisions go only with their page).
    const none = await editor.post('/api/admin/help/restore', { revisionId: 999_999_999, baseRevisionId: opened });
    expect([none.http, none.msg]).toEqual([404, gone('帮助文档')]);
    // From the editor reloaded (the third revision current), the restore passes and publishes the first's text.
    const ok = await editor.post('/api/admin/help/restore', { revisionId: first.data.revisionId, baseRevisionId: third.data.revisionId });
    expect(ok.status, ok.msg).toBe(200);
    expect((await stored()).markdown).toBe('第一版');
    expect(await revisions()).toBe(count + 1);
  });
});
