// The seckill board island as rendered on the server: what it offers for each item, from the list answer's flags.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import SeckillBoard, { type SeckillData } from '~/islands/activities/SeckillBoard.tsx';

const at = '2026-11-26T02:00:00.000Z';
const slot = { id: 3, title: '10:00', startAt: at, endAt: '2026-11-26T04:00:00.000Z', state: 'active' as const };

function item(id: number, over: Partial<SeckillData['list'][number]> = {}): SeckillData['list'][number] {
  return {
    id,
    productId: id,
    skuId: id,
    storeName: `秒杀商品${id}`,
    image: `/media/p/${id}.svg`,
    price: 990,
    otPrice: 1990,
    stock: 50,
    sold: 10,
    remaining: 40,
    limit: 2,
    percent: 20,
    soldOut: false,
    limitReached: false,
    ...over,
  };
}

const board = (list: SeckillData['list']): SeckillData => ({
  date: '2026-11-26',
  today: '2026-11-26',
  serverTime: at,
  slots: [slot],
  slot,
  list,
  total: list.length,
  page: 1,
  limit: 10,
  mine: [],
});

describe('SeckillBoard', () => {
  it("offers 立即抢购 only where the buyer has not taken today's limit", () => {
    const html = renderToStaticMarkup(<SeckillBoard initial={board([item(1), item(2, { limitReached: true })])} />);
    expect(html).toContain('aria-label="立即抢购 秒杀商品1"');
    expect(html).not.toContain('立即抢购 秒杀商品2');
    expect(html.match(/<button type="button" class="btn" disabled="">今日已达限购<\/button>/g)).toHaveLength(1);
    expect(html).toContain('每人每日限购2件');
  });
});
