// @vitest-environment happy-dom
// A team's end passing while /groupDetail is open: the panel asks the server again (its joinRefusal decides), so
// the join button does not outlive the team; and data that already shows the end passed asks nothing more.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GroupPanel, { type GroupData } from '~/islands/activities/GroupPanel.tsx';

type Team = GroupData['openTeams'][number];
/** joinRefusal as the server words an ended team (GROUP_ENDED in server/activities/groups.ts). */
const GROUP_ENDED = '该拼团已结束';
const NOW = Date.parse('2026-11-27T02:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const team = (id: number, endsIn: number, status: Team['status'] = 'open', joinRefusal: string | null = null): Team => ({
  id,
  groupBuyId: 1,
  status,
  people: 3,
  paidCount: 0,
  joined: 1,
  expiresAt: iso(NOW + endsIn),
  createdAt: iso(NOW - 60_000),
  members: [{ name: `企业${id}***司`, isLeader: true, status: 'unpaid' }],
  mine: null,
  joinRefusal,
});
const data = (shown: Team | null, openTeams: Team[], serverTime = NOW): GroupData => ({
  item: {
    id: 1,
    productId: 1,
    skuId: 1,
    title: '名片3人团',
    image: '/x.svg',
    productPrice: 1000,
    otPrice: 1500,
    people: 3,
    sales: 0,
    windowHours: 24,
    num: 2,
  },
  team: shown,
  openTeams,
  serverTime: iso(serverTime),
});

const asked: string[] = [];
let answer: GroupData;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ now: NOW });
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | Request) => {
      asked.push(String(url instanceof Request ? url.url : url));
      return new Response(JSON.stringify({ status: 200, msg: 'success', data: answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  document.body.innerHTML = '<div id="root"></div>';
  root = createRoot(document.getElementById('root')!);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the reload's fetch and its JSON settle (microtasks, no timer moved). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent);

describe('GroupPanel when a team ends on screen', () => {
  it('asks the server again once the shown team ends, and shows its answer instead of the join button', async () => {
    act(() => root.render(<GroupPanel initial={data(team(7, 1500), [])} loggedIn />));
    expect(buttons()).toEqual(['立即参团']);
    answer = data(team(7, 1500, 'failed', GROUP_ENDED), [], NOW + 2000);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await settle();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('/api/combination/detail');
    expect(asked[0]).toContain('teamId=7');
    expect(buttons()).toEqual([]);
    expect(document.body.textContent).toContain('拼团失败');
    expect(document.body.textContent).toContain(GROUP_ENDED);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(asked).toHaveLength(1); // the answer shows the end passed: no reload after reload
  });

  it('a listed team ending reloads the offer (id) when no team is shown', async () => {
    act(() => root.render(<GroupPanel initial={data(null, [team(8, 3000)])} loggedIn />));
    expect(buttons()).toEqual(['发起拼团', '参团']);
    answer = data(null, [], NOW + 4000);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(asked).toEqual([]); // not yet
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await settle();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/[?&]id=1\b/);
    expect(buttons()).toEqual(['发起拼团']);
  });

  it('data that already shows a passed end asks nothing', async () => {
    act(() => root.render(<GroupPanel initial={data(team(9, -1000), [])} loggedIn />));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(asked).toEqual([]);
  });
});
