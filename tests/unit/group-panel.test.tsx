// @vitest-environment happy-dom
// The group-buy panel offers a join only where the detail says joinGroup would not refuse it, and shows the
// refusal's text where it would (the server's own message, carried by joinRefusal). A team's end passing while
// /groupDetail is open makes the panel ask the server again, so the join button does not outlive the team; data that
// already shows the end passed asks nothing more.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
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

const DAY = 86_400_000;
const render = (shown: Team | null, openTeams: Team[]) => renderToStaticMarkup(<GroupPanel initial={data(shown, openTeams)} loggedIn />);

describe('GroupPanel', () => {
  it('a team the buyer may join offers 立即参团', () => {
    const html = render(team(1, DAY), []);
    expect(html).toContain('>立即参团</button>');
  });

  it('a team joinGroup would refuse shows why instead of the button', () => {
    const html = render(team(1, DAY, 'open', '同一企业不能重复参团'), []);
    expect(html).not.toContain('立即参团');
    expect(html).toContain('<p class="muted">同一企业不能重复参团</p>');
  });

  it('each open team offers 参团 or says why not', () => {
    const html = render(team(1, DAY, 'open', '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团'), [
      team(2, DAY, 'open', '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团'),
      team(3, DAY),
    ]);
    const items = html.split('<li class="row">').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<span class="muted">您已参加该商品的其他拼团，同一商品同时只能参加一个拼团</span>');
    expect(items[0]).not.toContain('参团</button>');
    expect(items[1]).toContain('>参团</button>');
  });

  it("the buyer's own team in the list leads to it, not to a second join", () => {
    const own = { ...team(2, DAY), mine: { memberId: 9, status: 'unpaid', settleUrl: '/cart/settlement?group=9' } };
    const html = render(team(1, DAY, 'open', '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团'), [own]);
    const [item] = html.split('<li class="row">').slice(1);
    expect(item).toContain('<a class="btn" href="/groupDetail?teamId=2">我的团</a>');
    expect(item).not.toContain('参团</button>');
  });
});

describe('GroupPanel when a team ends on screen', () => {
  const asked: string[] = [];
  let answer: GroupData;
  /** What the server answers a call (the data of its envelope), by default `answer` at once. */
  let reply: (url: string, method: string) => Promise<unknown>;
  let root: ReturnType<typeof createRoot>;
  const after = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ now: NOW });
    asked.length = 0;
    reply = async () => answer;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | Request, init?: RequestInit) => {
        const path = String(url instanceof Request ? url.url : url);
        asked.push(path);
        const data = await reply(path, url instanceof Request ? url.method : (init?.method ?? 'GET'));
        return new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
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
  it("a join's answer is not overwritten by a reload that began before it and answered after", async () => {
    const joined = { ...team(5, DAY), mine: { memberId: 3, status: 'unpaid', settleUrl: '/cart/settlement?group=3' } };
    reply = async (url, method) => {
      if (method === 'POST')
        return after(500).then(() => ({
          teamId: 5,
          memberId: 3,
          expiresAt: joined.expiresAt,
          settleUrl: joined.mine.settleUrl,
          existing: false,
        }));
      if (url.includes('teamId=5')) return data(joined, [joined], Date.now());
      return after(1000).then(() => data(null, [team(5, DAY)], Date.now())); // the reload: the view before the join
    };
    act(() => root.render(<GroupPanel initial={data(null, [team(5, DAY), team(8, 1000)])} loggedIn />));
    await act(() => vi.advanceTimersByTimeAsync(900));
    act(() => [...document.querySelectorAll('button')].find((b) => b.textContent === '参团')!.click()); // join team 5
    await act(() => vi.advanceTimersByTimeAsync(150)); // team 8 ends at 1,000 ms: the reload begins
    expect(asked.filter((u) => u.includes('?id=1'))).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await settle();
    // asked in this order: the join, the reload (answering 1,000 ms later, at 2,000 ms), the joined team (at once, 1,400 ms)
    expect(asked.map((u) => (u.includes('?id=1') ? 'reload' : u.includes('teamId=5') ? 'joined' : 'join'))).toEqual([
      'join',
      'reload',
      'joined',
    ]);
    expect(document.body.textContent).toContain('去支付'); // and the joined team is still what the panel shows
  });
});
