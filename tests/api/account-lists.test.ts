import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { freshCompany } from './account-helpers.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

describe('favourites', () => {
  it('lists my favourites as product cards, paginated', async () => {
    const { api } = await login(base, DEMO.main);
    const p1 = await api.get('/api/collect/user?page=1&limit=8');
    expect(p1.status).toBe(200);
    expect(p1.data.total).toBe(8);
    expect(p1.data.list).toHaveLength(8);
    for (const g of p1.data.list) {
      expect(g).toMatchObject({ isCollect: 1 });
      for (const k of ['id', 'storeName', 'image', 'price', 'otPrice', 'qiliGoodsTypeId']) expect(g).toHaveProperty(k);
      expect(g.showPrice).toBe(g.qiliGoodsTypeId === 5);
    }
    // newest first
    const times = p1.data.list.map((g: any) => Date.parse(g.collectedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const p2 = await api.get('/api/collect/user?page=2&limit=8');
    expect(p2.data.list).toEqual([]);
    expect(p2.data.total).toBe(8);
    expect((await api.get('/api/collect/user?limit=7')).http).toBe(400);
    expect((await api.get('/api/collect/user?page=0')).http).toBe(400);
    expect((await api.get('/api/collect/user?page=abc')).http).toBe(400);
    expect((await api.get('/api/collect/user?sort=price')).http).toBe(400);
  });

  it('removes only my own favourites; another company cannot; visitors 401', async () => {
    const buyer = await login(base, DEMO.buyer);
    const mine = (await buyer.api.get('/api/collect/user')).data.list.map((g: any) => g.id);
    expect(mine.length).toBe(3);
    const other = await login(base, DEMO.otherMain);
    const otherBefore = (await other.api.get('/api/collect/user')).data.total;
    expect(otherBefore).toBe(2);
    // company B asks to remove the buyer's products: only B's own rows (none of these) can go
    const r = await other.api.post('/api/collect/user/del', { ids: mine });
    expect(r.status).toBe(200);
    expect((await buyer.api.get('/api/collect/user')).data.total).toBe(3);
    expect((await other.api.get('/api/collect/user')).data.list.every((g: any) => !mine.includes(g.id))).toBe(true);

    const del = await buyer.api.post('/api/collect/user/del', { ids: [mine[0]] });
    expect(del.msg).toBe('已取消收藏');
    expect(del.data.removed).toEqual([mine[0]]);
    expect((await buyer.api.get('/api/collect/user')).data.total).toBe(2);
    expect((await buyer.api.post('/api/collect/user/del', { ids: [] })).msg).toBe('请选择要取消收藏的商品');

    expect((await anon.get('/api/collect/user')).http).toBe(401);
    expect((await anon.post('/api/collect/user/del', { ids: [1] })).http).toBe(401);
  });

  it('a new account has no favourites', async () => {
    const { api } = await freshCompany(base, dataDir);
    expect((await api.get('/api/collect/user')).data).toMatchObject({ list: [], total: 0, page: 1, limit: 12 });
  });
});

describe('footprints', () => {
  it('lists my browsing history grouped by day, newest day first', async () => {
    const { api } = await login(base, DEMO.main);
    const r = await api.get('/api/collect/foot');
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(14);
    const days = r.data.days.map((d: any) => d.day);
    expect(days).toHaveLength(4);
    expect([...days].sort().reverse()).toEqual(days);
    expect(r.data.days.reduce((n: number, d: any) => n + d.list.length, 0)).toBe(14);
    expect(r.data.days[0].list[0]).toHaveProperty('footId');
    // a small page cuts a day; the next page carries on
    const a = await api.get('/api/collect/foot?limit=8');
    const b = await api.get('/api/collect/foot?page=2&limit=8');
    const ids = [...a.data.days, ...b.data.days].flatMap((d: any) => d.list.map((g: any) => g.footId));
    expect(new Set(ids).size).toBe(14);
  });

  it('delFoot removes by ids, by day or all, only my own; visitors 401', async () => {
    const buyer = await login(base, DEMO.buyer);
    const before = (await buyer.api.get('/api/collect/foot')).data;
    expect(before.total).toBe(5);
    const oneId = before.days[0].list[0].footId;
    const other = await login(base, DEMO.otherMain);
    const otherTotal = (await other.api.get('/api/collect/foot')).data.total;
    expect((await other.api.del('/api/collect/delFoot', { ids: [oneId] })).data.removed).toBe(0);
    expect((await other.api.del('/api/collect/delFoot', { day: before.days[0].day })).data.removed).toBe(0);
    expect((await buyer.api.get('/api/collect/foot')).data.total).toBe(5);

    expect((await buyer.api.del('/api/collect/delFoot', { ids: [oneId] })).data.removed).toBe(1);
    const lastDay = before.days[before.days.length - 1];
    expect((await buyer.api.del('/api/collect/delFoot', { day: lastDay.day })).data.removed).toBe(lastDay.list.length);
    expect((await buyer.api.get('/api/collect/foot')).data.total).toBe(5 - 1 - lastDay.list.length);
    expect((await buyer.api.del('/api/collect/delFoot', {})).msg).toBe('请选择要删除的足迹');
    expect((await buyer.api.del('/api/collect/delFoot', { all: true, day: lastDay.day })).http).toBe(400);
    expect((await buyer.api.del('/api/collect/delFoot', { day: '2026/01/01' })).http).toBe(400);
    for (const day of ['2026-02-30', '2026-13-01', '0000-00-00'])
      expect((await buyer.api.del('/api/collect/delFoot', { day })).msg).toBe('日期格式不正确');
    expect((await buyer.api.del('/api/collect/delFoot', { all: true })).status).toBe(200);
    expect((await buyer.api.get('/api/collect/foot')).data).toMatchObject({ days: [], total: 0 });
    // the other company's history is untouched by all of this
    expect((await other.api.get('/api/collect/foot')).data.total).toBe(otherTotal);

    expect((await anon.get('/api/collect/foot')).http).toBe(401);
    expect((await anon.del('/api/collect/delFoot', { all: true })).http).toBe(401);
  });
});

describe('my coupons', () => {
  it('three tabs with counts, rules and validity', async () => {
    const { api } = await login(base, DEMO.main);
    const unused = await api.get('/api/coupons/user?status=0');
    expect(unused.status).toBe(200);
    // at least what the account-centre seed gives (the order seed spends some of them, other seeds may add more)
    const { counts } = unused.data;
    expect(counts.unused).toBeGreaterThanOrEqual(3);
    expect(counts.unused + counts.used).toBeGreaterThanOrEqual(6);
    expect(counts.expired).toBeGreaterThanOrEqual(2);
    expect(unused.data.list).toHaveLength(Math.min(counts.unused, 12));
    const now = Date.now();
    for (const c of unused.data.list) expect(Date.parse(c.validUntil)).toBeGreaterThan(now);
    // soonest to expire first
    const ends = unused.data.list.map((c: any) => Date.parse(c.validUntil));
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
    const used = await api.get('/api/coupons/user?status=1');
    const held = [...unused.data.list, ...used.data.list];
    expect(held.map((c: any) => c.ruleText)).toEqual(
      expect.arrayContaining(['满200减20', '无门槛减10', '9折（满1,000元可用，最多减200元）', '满500减50']),
    );
    expect(held.find((c: any) => c.title === '印刷品满减券').scopeText).toMatch(/^限「.+」商品使用$/);
    expect(held.find((c: any) => c.title === '欢迎礼券').scopeText).toBe('全场通用');

    expect(used.data.list).toHaveLength(Math.min(counts.used, 12));
    for (const c of used.data.list) expect(c.usedAt).toBeTruthy();
    const expired = await api.get('/api/coupons/user?status=2');
    expect(expired.data.list).toHaveLength(Math.min(counts.expired, 12));
    for (const c of expired.data.list) expect(Date.parse(c.validUntil)).toBeLessThan(now);
    expect((await api.get('/api/coupons/user?status=3')).http).toBe(400);
    expect((await api.get('/api/coupons/user?status=0&limit=1000')).http).toBe(400);
  });

  it('each account sees only its own coupons; visitors 401', async () => {
    const buyer = await login(base, DEMO.buyer);
    const bc = (await buyer.api.get('/api/coupons/user')).data.counts;
    expect({ held: bc.unused + bc.used, expired: bc.expired }).toEqual({ held: 1, expired: 1 });
    const other = await login(base, DEMO.otherMain);
    expect((await other.api.get('/api/coupons/user')).data).toMatchObject({
      list: [],
      total: 0,
      counts: { unused: 0, used: 0, expired: 0 },
    });
    expect((await anon.get('/api/coupons/user')).http).toBe(401);
  });
});
