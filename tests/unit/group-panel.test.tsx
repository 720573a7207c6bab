// The group-buy panel offers a join only where the detail says joinGroup would not refuse it, and shows the
// refusal's text where it would (the server's own message, carried by joinRefusal).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import GroupPanel, { type GroupData } from '~/islands/activities/GroupPanel.tsx';

type Team = GroupData['openTeams'][number];
const NOW = '2026-11-27T02:00:00.000Z';

function team(id: number, joinRefusal: string | null): Team {
  return {
    id,
    groupBuyId: 1,
    status: 'open',
    people: 3,
    paidCount: 0,
    joined: 1,
    expiresAt: '2026-11-28T02:00:00.000Z',
    createdAt: NOW,
    members: [{ name: `企业${id}***司`, isLeader: true, status: 'unpaid' }],
    mine: null,
    joinRefusal,
  };
}

function render(shown: Team | null, openTeams: Team[]) {
  const data: GroupData = {
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
    serverTime: NOW,
  };
  return renderToStaticMarkup(<GroupPanel initial={data} loggedIn />);
}

describe('GroupPanel', () => {
  it('a team the buyer may join offers 立即参团', () => {
    const html = render(team(1, null), []);
    expect(html).toContain('>立即参团</button>');
  });

  it('a team joinGroup would refuse shows why instead of the button', () => {
    const html = render(team(1, '同一企业不能重复参团'), []);
    expect(html).not.toContain('立即参团');
    expect(html).toContain('<p class="muted">同一企业不能重复参团</p>');
  });

  it('each open team offers 参团 or says why not', () => {
    const html = render(team(1, '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团'), [
      team(2, '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团'),
      team(3, null),
    ]);
    const items = html.split('<li class="row">').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<span class="muted">您已参加该商品的其他拼团，同一商品同时只能参加一个拼团</span>');
    expect(items[0]).not.toContain('参团</button>');
    expect(items[1]).toContain('>参团</button>');
  });

  it("the buyer's own team in the list leads to it, not to a second join", () => {
    const own = { ...team(2, null), mine: { memberId: 9, status: 'unpaid', settleUrl: '/cart/settlement?group=9' } };
    const html = render(team(1, '您已参加该商品的其他拼团，同一商品同时只能参加一个拼团'), [own]);
    const [item] = html.split('<li class="row">').slice(1);
    expect(item).toContain('<a class="btn" href="/groupDetail?teamId=2">我的团</a>');
    expect(item).not.toContain('参团</button>');
  });
});
