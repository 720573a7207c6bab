import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { newPhone } from '../helpers/server.ts';
import { newCompany } from '../helpers/orders.ts';
import { freshCompany } from './activities-helpers.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

describe('activity lists, design templates and notices', () => {
  it('discounts carry the discounted price and the original (otPrice)', async () => {
    const r = await anon.get('/api/discount/list?page=1&limit=8');
    expect(r.data.total).toBe(16);
    expect(r.data.list).toHaveLength(8);
    for (const p of r.data.list) {
      expect(p.price).toBe(Math.round((p.otPrice * p.rate) / 100));
      expect(p.price).toBeLessThan(p.otPrice);
      expect([4, 5]).toContain(p.qiliGoodsTypeId);
    }
  });

  it('group-buy items have the combination fields', async () => {
    const r = await anon.get('/api/combination/list');
    expect(r.data.total).toBe(8);
    for (const k of ['id', 'productId', 'title', 'image', 'productPrice', 'people', 'sales']) expect(r.data.list[0]).toHaveProperty(k);
  });

  it('GET /api/getCanvas pages templates by category and each opens its product with the template', async () => {
    const all = await anon.get('/api/getCanvas?page=1&limit=12');
    expect(all.data.categories.length).toBeGreaterThan(3);
    const cat = all.data.categories[1];
    const one = await anon.get(`/api/getCanvas?category=${cat.id}&page=1&limit=8`);
    expect(one.data.total).toBe(cat.count);
    expect(one.data.list.every((t: any) => t.cate1Id === cat.id)).toBe(true);
    const t = one.data.list[0];
    expect(t.link).toBe(`/productDetail?productId=${t.productId}&name=${encodeURIComponent(t.storeName)}&templateId=${t.id}`);
    expect((await anon.get(`/api/getCanvas?id=${t.id}`)).data.title).toBe(t.title);
    expect((await anon.get('/api/getCanvas?id=999999')).http).toBe(404);
    expect((await anon.get('/api/getCanvas?category=abc')).http).toBe(400);
  });

  it('notices: pinned first, detail rendered as HTML', async () => {
    const r = await anon.get('/api/notice/list');
    expect(r.data.total).toBe(8);
    expect(r.data.list[0].isTop).toBe(true);
    const d = await anon.get(`/api/notice/detail?id=${r.data.list[0].id}`);
    expect(d.data.html).toContain('<strong>');
    expect((await anon.get('/api/notice/detail?id=999999')).http).toBe(404);
  });
});

describe('group-buy start and join', () => {
  it('one seat per company, full teams refuse, and the team shows its members', async () => {
    const items = (await anon.get('/api/combination/list')).data.list;
    const two = items.find((g: any) => g.people === 2);
    const a = await login(base, DEMO.main);
    expect((await anon.post('/api/combination/start', { id: two.id })).http).toBe(401);
    const start = await a.api.post('/api/combination/start', { id: two.id });
    expect(start.status, start.msg).toBe(200);
    expect(start.data.settleUrl).toBe(`/cart/settlement?group=${start.data.memberId}`);
    // Starting again (a reload, a double click) answers the same seat, not a second team.
    const again = await a.api.post('/api/combination/start', { id: two.id });
    expect([again.status, again.msg]).toEqual([200, '您已参加该商品的拼团，请尽快完成支付']);
    expect(again.data).toMatchObject({ teamId: start.data.teamId, memberId: start.data.memberId, existing: true });
    const sameCompany = await login(base, DEMO.buyer);
    expect((await sameCompany.api.post('/api/combination/join', { teamId: start.data.teamId })).msg).toBe('同一企业不能重复参团');
    const pending = await freshCompany(base, dataDir);
    expect((await pending.api.post('/api/combination/join', { teamId: start.data.teamId })).http).toBe(403);
    const b = await login(base, DEMO.otherMain);
    const join = await b.api.post('/api/combination/join', { teamId: start.data.teamId });
    expect(join.status, join.msg).toBe(200);
    const c = await login(base, DEMO.third);
    expect((await c.api.post('/api/combination/join', { teamId: start.data.teamId })).msg).toBe('该拼团人数已满');
    const detail = await b.api.get(`/api/combination/detail?teamId=${start.data.teamId}`);
    expect(detail.data.team).toMatchObject({ status: 'open', people: 2, joined: 2, paidCount: 0 });
    expect(detail.data.team.mine).toMatchObject({ memberId: join.data.memberId, status: 'unpaid' });
    expect(detail.data.team.members.map((m: any) => m.name)).toEqual(['上海星***司', '北京远***司']);
    const byItem = await a.api.get(`/api/combination/detail?id=${two.id}`);
    expect(byItem.data.team.id).toBe(start.data.teamId);
    expect((await anon.get('/api/combination/detail?teamId=999999')).http).toBe(404);
  });

  it('the detail tells each buyer whether joining a team would be refused, and why, as the join call refuses it', async () => {
    // An offer of its own among the seeded ones (the other tests take the first of each size), and fresh companies.
    const offer = (await anon.get('/api/combination/list')).data.list.filter((g: any) => g.people === 3)[1];
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newCompany(base, dataDir)));
    const colleague = { phone: newPhone(), realName: '同事', identity: 'buyer', password: 'sub12345', confirm: 'sub12345' };
    expect((await a.api.post('/api/son/add', colleague)).status).toBe(200);
    const aColleague = await login(base, colleague.phone, 'sub12345');
    const teamA = (await a.api.post('/api/combination/start', { id: offer.id })).data.teamId as number;
    const teamB = (await b.api.post('/api/combination/start', { id: offer.id })).data.teamId as number;
    const refusals = async (who: { api: typeof anon }) => {
      const d = (await who.api.get(`/api/combination/detail?teamId=${teamA}`)).data;
      const listed = Object.fromEntries(d.openTeams.map((t: any) => [t.id, t.joinRefusal]));
      return { team: d.team.joinRefusal, listed: [listed[teamA], listed[teamB]] };
    };
    // (b) A colleague holds a seat in team A: refused A, not B.
    expect(await refusals(aColleague)).toEqual({ team: '同一企业不能重复参团', listed: ['同一企业不能重复参团', null] });
    expect((await aColleague.api.post('/api/combination/join', { teamId: teamA })).msg).toBe('同一企业不能重复参团');
    // (a) B holds a seat in team B: refused A; its own team answers its seat.
    expect(await refusals(b)).toEqual({
      team: '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团',
      listed: ['您已参加该商品的其他拼团，同一商品同时只能参加一个拼团', null],
    });
    expect((await b.api.post('/api/combination/join', { teamId: teamA })).msg).toBe(
      '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团',
    );
    // A buyer of another company with no seat, and a visitor, may join either.
    expect(await refusals(c)).toEqual({ team: null, listed: [null, null] });
    expect(await refusals({ api: anon })).toEqual({ team: null, listed: [null, null] });
    const join = await c.api.post('/api/combination/join', { teamId: teamA });
    expect(join.status, join.msg).toBe(200);
    // Now C is seated in A: refused B, and A shows as its own team.
    const mine = (await c.api.get(`/api/combination/detail?id=${offer.id}`)).data;
    expect([mine.team.id, mine.team.joinRefusal]).toEqual([teamA, null]);
    expect(mine.openTeams.find((t: any) => t.id === teamB).joinRefusal).toBe('您已参加该商品的其他拼团，同一商品同时只能参加一个拼团');
  });

  it('joins by parallel requests never overfill a team', async () => {
    const three = (await anon.get('/api/combination/list')).data.list.find((g: any) => g.people === 3);
    const leader = await login(base, DEMO.third);
    const start = await leader.api.post('/api/combination/start', { id: three.id });
    expect(start.status, start.msg).toBe(200);
    const others = await Promise.all([DEMO.main, DEMO.otherMain].map((p) => login(base, p)));
    const rs = await Promise.all(others.map((o) => o.api.post('/api/combination/join', { teamId: start.data.teamId })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(2);
    const d = await leader.api.get(`/api/combination/detail?teamId=${start.data.teamId}`);
    expect(d.data.team.joined).toBe(3);
  });
});
