import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { addAddress, idemKey, newCompany, opsOk, uploadReceipt } from '../helpers/orders.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

describe('GET /api/seckill/list', () => {
  it("lists the day's slots, picks the running one, and honours slot, date, page and limit", async () => {
    const r = await anon.get('/api/seckill/list');
    expect(r.status).toBe(200);
    expect(r.data.slots.length).toBe(9);
    // The slots cover the whole day, so exactly one is running.
    expect(r.data.slots.filter((s: any) => s.state === 'active')).toHaveLength(1);
    expect(r.data.slot.state).toBe('active');
    expect(r.data.list.length).toBe(5);
    for (const k of [
      'id',
      'productId',
      'storeName',
      'image',
      'price',
      'otPrice',
      'stock',
      'sold',
      'remaining',
      'limit',
      'percent',
      'soldOut',
    ])
      expect(r.data.list[0]).toHaveProperty(k);
    const other = r.data.slots.find((s: any) => s.state !== 'active');
    const bySlot = await anon.get(`/api/seckill/list?slot=${other.id}&page=1&limit=8`);
    expect(bySlot.data.slot.id).toBe(other.id);
    expect(bySlot.data.limit).toBe(8);
    const page2 = await anon.get(`/api/seckill/list?slot=${other.id}&page=2&limit=8`);
    expect(page2.data.list).toEqual([]);
    const tomorrow = new Date(Date.parse(r.data.today) + 86400_000).toISOString().slice(0, 10);
    const t = await anon.get(`/api/seckill/list?date=${tomorrow}`);
    expect(t.data.slots.every((s: any) => s.state === 'upcoming')).toBe(true);
    expect((await anon.get('/api/seckill/list?date=2020-01-01')).http).toBe(400);
    expect((await anon.get('/api/seckill/list?limit=7')).msg).toBe('每页条数格式不正确');
    expect((await anon.get('/api/seckill/list?slot=99999')).http).toBe(404);
    expect((await anon.get('/api/seckill/list?order=id;drop')).http).toBe(400);
  });
});

describe('POST /api/seckill/buy', () => {
  it('holds the stock and the per-account limit under parallel purchases', async () => {
    const list = (await anon.get('/api/seckill/list')).data;
    const tiny = list.list.find((g: any) => g.stock === 5 && g.limit === 2);
    expect(tiny, 'seed: each slot has a 5-unit lot limited to 2 per account').toBeTruthy();
    const buyers = await Promise.all([DEMO.main, DEMO.buyer, DEMO.otherMain, DEMO.third].map((p) => login(base, p)));
    // 4 accounts × 3 parallel attempts: demand 8 (after limits) for 5 units.
    const attempts = buyers.flatMap((b, i) =>
      [0, 1, 2].map(() => b.api.post('/api/seckill/buy', { id: tiny.id, num: 1 }).then((r) => ({ i, r }))),
    );
    const results = await Promise.all(attempts);
    const won = results.filter((x) => x.r.status === 200);
    // An account's repeats answer its one reservation: each winning account holds exactly one, of one unit.
    for (let i = 0; i < buyers.length; i++)
      expect(new Set(won.filter((x) => x.i === i).map((x) => x.r.data.reservationId)).size).toBeLessThanOrEqual(1);
    const held = new Set(won.map((x) => x.r.data.reservationId));
    expect(held.size).toBe(4);
    for (const x of results.filter((x) => x.r.status !== 200)) {
      expect(x.r.http).toBe(409);
      expect(x.r.msg).toBe('商品已抢光');
    }
    expect(won[0]!.r.data).toMatchObject({ price: tiny.price, num: 1, amount: tiny.price });
    expect(won[0]!.r.data.settleUrl).toMatch(/^\/cart\/settlement\?seckill=\d+$/);
    const after = (await anon.get(`/api/seckill/list?slot=${list.slot.id}`)).data.list.find((g: any) => g.id === tiny.id);
    expect(after).toMatchObject({ sold: 4, remaining: 1 });
    // The fifth unit goes to a fifth account; then it is sold out.
    const fifth = await (await login(base, DEMO.finance)).api.post('/api/seckill/buy', { id: tiny.id, num: 1 });
    expect(fifth.http).toBe(403);
    const five = await newCompany(base, dataDir);
    expect((await five.api.post('/api/seckill/buy', { id: tiny.id, num: 2 })).msg).toBe('商品已抢光');
    expect((await five.api.post('/api/seckill/buy', { id: tiny.id, num: 1 })).status).toBe(200);
    expect((await (await newCompany(base, dataDir)).api.post('/api/seckill/buy', { id: tiny.id, num: 1 })).msg).toBe('商品已抢光');
  });

  it('one account firing many parallel purchases gets one reservation; a reload finds it; buying again returns it', async () => {
    const list = (await anon.get('/api/seckill/list')).data;
    const item = list.list.find((g: any) => g.stock >= 30 && g.sold === 0);
    const { api } = await login(base, DEMO.otherMain);
    const results = await Promise.all(Array.from({ length: item.limit + 4 }, () => api.post('/api/seckill/buy', { id: item.id, num: 1 })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const ids = new Set(results.map((r) => r.data.reservationId));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.data.existing)).toHaveLength(1);
    expect(results.find((r) => r.data.existing)!.msg).toBe('您已抢到该商品，请在保留时间内完成下单');
    const over = await (await login(base, DEMO.main)).api.post('/api/seckill/buy', { id: item.id, num: item.limit + 1 });
    expect(over.msg).toBe(`每人每日限购${item.limit}件`);
    const after = (await api.get(`/api/seckill/list?slot=${list.slot.id}`)).data;
    expect(after.list.find((g: any) => g.id === item.id).sold).toBe(1);
    // The list answers the caller's open reservation (what the page shows after a reload); visitors get none.
    expect(after.mine.filter((m: any) => m.goodsId === item.id)).toEqual([
      expect.objectContaining({ reservationId: [...ids][0], status: 'reserved', settleUrl: `/cart/settlement?seckill=${[...ids][0]}` }),
    ]);
    expect((await anon.get(`/api/seckill/list?slot=${list.slot.id}`)).data.mine).toEqual([]);
    // The reservation belongs to its buyer only.
    const mine = await api.post('/api/seckill/buy', { id: list.list.find((g: any) => g.id !== item.id && g.stock >= 30).id, num: 1 });
    expect((await api.get(`/api/seckill/reservation?id=${mine.data.reservationId}`)).data.userId).toBeTruthy();
    expect((await (await login(base, DEMO.main)).api.get(`/api/seckill/reservation?id=${mine.data.reservationId}`)).http).toBe(404);
  });

  it("once a paid reservation takes the account's limit for today, the list and the page stop offering 立即抢购 to it", async () => {
    const list = (await anon.get('/api/seckill/list')).data;
    const item = list.list.find((g: any) => g.stock >= 30 && g.remaining >= g.limit + 2);
    const me = await newCompany(base, dataDir);
    await addAddress(me.api);
    const boardOf = async (api: typeof anon) => (await api.get(`/api/seckill/list?slot=${list.slot.id}`)).data;
    const itemOf = (board: any) => board.list.find((g: any) => g.id === item.id);
    expect(itemOf(await boardOf(me.api)).limitReached).toBe(false);

    const buy = await me.api.post('/api/seckill/buy', { id: item.id, num: item.limit });
    expect(buy.status, buy.msg).toBe(200);
    const order = await me.api.post('/api/order/create', { seckill: buy.data.reservationId, idempotencyKey: idemKey() });
    expect(order.status, order.msg).toBe(200);
    expect((await uploadReceipt(base, me.token, order.data.orderId)).status).toBe(200);
    await opsOk(dataDir, 'payment:confirm', order.data.orderNo);
    expect((await me.api.get(`/api/seckill/reservation?id=${buy.data.reservationId}`)).data.status).toBe('paid');

    // Paid, the reservation is no longer open (not in `mine`), yet the day's limit is used: the item says so.
    const after = await boardOf(me.api);
    expect(after.mine.filter((m: any) => m.goodsId === item.id)).toEqual([]);
    expect(itemOf(after).limitReached).toBe(true);
    expect(after.list.filter((g: any) => g.limitReached).map((g: any) => g.id)).toEqual([item.id]);
    // The flag and the server's refusal are the same rule.
    const again = await me.api.post('/api/seckill/buy', { id: item.id, num: 1 });
    expect(again.http).toBe(409);
    expect(again.msg).toBe(`每人每日限购${item.limit}件`);
    // Not for another account, nor for a visitor.
    const other = await newCompany(base, dataDir);
    expect(itemOf(await boardOf(other.api)).limitReached).toBe(false);
    expect(itemOf(await boardOf(anon)).limitReached).toBe(false);

    // The page renders the board on the server: 立即抢购 is gone for that account only.
    const page = async (token: string) =>
      (await fetch(`${base}/indexpage/seckill?slot=${list.slot.id}`, { headers: { cookie: `qili_token=${token}` } })).text();
    const mine = await page(me.token);
    expect(mine).toContain('今日已达限购');
    expect(mine).not.toContain(`立即抢购 ${item.storeName}`);
    expect(await page(other.token)).toContain(`立即抢购 ${item.storeName}`);
  });

  it('refuses visitors, accounts without the buy permission, and slots that are not running', async () => {
    const list = (await anon.get('/api/seckill/list')).data;
    expect((await anon.post('/api/seckill/buy', { id: list.list[0].id })).http).toBe(401);
    const finance = await login(base, DEMO.finance);
    expect((await finance.api.post('/api/seckill/buy', { id: list.list[0].id })).http).toBe(403);
    const { api } = await login(base, DEMO.main);
    const other = list.slots.find((s: any) => s.state !== 'active');
    const item = (await anon.get(`/api/seckill/list?slot=${other.id}`)).data.list[0];
    const r = await api.post('/api/seckill/buy', { id: item.id, num: 1 });
    expect(r.http).toBe(409);
    expect(r.msg).toBe(other.state === 'upcoming' ? '秒杀尚未开始' : '本场秒杀已结束');
    expect((await api.post('/api/seckill/buy', { id: 999999 })).http).toBe(404);
    expect((await api.post('/api/seckill/buy', { id: list.list[0].id, num: 0 })).msg).toBe('数量需为正整数');
  });
});
