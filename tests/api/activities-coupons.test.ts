import { describe, expect, inject, it } from 'vitest';
import { client, DEMO, login } from '../helpers/client.ts';
import { freshCompany } from './activities-helpers.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const anon = client(base);

async function couponByTitle(title: string, api = anon) {
  const r = await api.get('/api/coupon/center?limit=24');
  expect(r.status).toBe(200);
  return r.data.list.find((c: any) => c.title === title);
}

describe('coupon centre', () => {
  it('lists claimable coupons for visitors', async () => {
    const r = await anon.get('/api/coupon/center');
    expect(r.data.list.length).toBeGreaterThanOrEqual(6);
    expect(r.data.list[0]).toMatchObject({ claimedByMe: 0, state: 'available' });
    for (const k of ['title', 'type', 'amount', 'minAmount', 'perUser', 'remaining', 'total']) expect(r.data.list[0]).toHaveProperty(k);
    expect((await anon.post('/api/coupon/receive', { couponId: r.data.list[0].id })).http).toBe(401);
  });

  it('holds the total limit under parallel claims from several accounts', async () => {
    const limited = await couponByTitle('限量秒领 满300减60');
    expect(limited.total).toBe(3);
    const accounts = await Promise.all([1, 2, 3, 4].map(() => freshCompany(base, dataDir)));
    const results = await Promise.all(
      accounts.flatMap((a, i) => [0, 1].map(() => a.api.post('/api/coupon/receive', { couponId: limited.id }).then((r) => ({ i, r })))),
    );
    const won = results.filter((x) => x.r.status === 200);
    expect(won).toHaveLength(3);
    expect(new Set(won.map((x) => x.i)).size).toBe(3); // perUser 1: three different accounts
    for (const x of results.filter((x) => x.r.status !== 200)) expect(['优惠券已领完', '您已领取过该优惠券']).toContain(x.r.msg);
    const loser = accounts.find((_, i) => !won.some((x) => x.i === i))!;
    const seen = await couponByTitle('限量秒领 满300减60', loser.api);
    expect(seen).toMatchObject({ claimed: 3, remaining: 0, state: 'soldOut', claimedByMe: 0 });
    const winner = accounts[won[0]!.i]!;
    expect((await couponByTitle('限量秒领 满300减60', winner.api)).state).toBe('claimed');
  });

  it('holds the per-account limit under parallel claims from one account', async () => {
    const c = await couponByTitle('满2000减300');
    expect(c.perUser).toBe(2);
    const { api } = await freshCompany(base, dataDir);
    const results = await Promise.all(Array.from({ length: 6 }, () => api.post('/api/coupon/receive', { couponId: c.id })));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(2);
    expect(results.find((r) => r.status !== 200)!.msg).toBe('每个账号限领2张');
    // validDays 15: valid from the claim for 15 days.
    const d = won[0]!.data;
    expect(Date.parse(d.validUntil) - Date.parse(d.validFrom)).toBe(15 * 86400_000);
    expect(await couponByTitle('满2000减300', api)).toMatchObject({ claimedByMe: 2, state: 'claimed' });
  });

  it('refuses sub-accounts without the buy permission and unknown coupons', async () => {
    const finance = await login(base, DEMO.finance);
    const c = await couponByTitle('全场满500减50');
    expect((await finance.api.post('/api/coupon/receive', { couponId: c.id })).http).toBe(403);
    const { api } = await login(base, DEMO.buyer);
    expect((await api.post('/api/coupon/receive', { couponId: 999999 })).http).toBe(404);
    expect((await api.post('/api/coupon/receive', { couponId: 'x' })).http).toBe(400);
  });
});
