// The order list's cards and an order's buttons as markup strings (lib/server/orders/cards-markup.ts): every value
// escaped as Astro's templates escape it (text and attributes each their own way), every branch of the card.
import { describe, expect, it } from 'vitest';
import { orderActionsHtml, orderCardHtml } from '~/lib/server/orders/cards-markup.ts';
import type { OrderList } from '~/lib/server/orders/read.ts';

type Card = OrderList['list'][number];
const HOSTILE = `<img src=x onerror=alert(1)>"'&`;

function line(id: number, over: Partial<Card['lines'][number]> = {}): Card['lines'][number] {
  return {
    id,
    productId: id,
    productName: `商品${id}`,
    image: `/media/p/${id}.svg`,
    specs: { 尺寸: 'A4', 材质: '铜版纸' },
    num: 2,
    unitName: '盒',
    unitPrice: 100,
    listUnitPrice: 100,
    priceNote: '',
    lineTotal: 200,
    ...over,
  };
}

function card(over: Partial<Card> = {}): Card {
  return {
    id: 7,
    orderNo: 'QL2026112600000000880007',
    state: 'unpaid',
    stateName: '待付款',
    kind: 'normal',
    createdAt: new Date('2026-11-26T02:29:00Z'),
    goodsTotal: 7100,
    freight: 1500,
    discount: 0,
    payable: 8600,
    payDeadline: null,
    placedBy: { id: 1, name: '王建国' },
    lines: [line(1)],
    actions: ['pay', 'cancel'],
    ...over,
  } as Card;
}

describe('order cards as markup', () => {
  it('write a card as the template did: time in China, number, who, state, lines, amount, buttons', () => {
    expect(orderCardHtml(card(), true)).toBe(
      '<article class="order-card" aria-label="订单 QL2026112600000000880007"><header><span>2026-11-26 10:29</span>' +
        '<span>订单编号：QL2026112600000000880007</span><span>下单人：王建国</span><span class="state-badge">待付款</span>' +
        '</header><div class="body"><ul><li><img src="/media/p/1.svg" alt="商品1" width="56" height="56" loading="lazy">' +
        '<div><div>商品1</div><div class="muted small">A4 / 铜版纸 × 2盒</div></div></li></ul><div class="amount">' +
        '<div class="price">¥86.00</div><div class="muted small">含运费 ¥15.00</div></div></div>' +
        '<div class="order-actions" role="group" aria-label="订单 QL2026112600000000880007 操作">' +
        '<a class="btn" href="/orderDetail/7">查看详情</a>' +
        '<button type="button" class="btn btn-primary" data-order-action="pay" data-order-id="7" disabled>去付款</button>' +
        '<button type="button" class="btn" data-order-action="cancel" data-order-id="7" disabled>取消订单</button></div></article>',
    );
  });

  it('show three lines and how many there are in all; no buyer when the reader sees only their own; no price before the quote', () => {
    const html = orderCardHtml(card({ state: 'quoting', lines: [1, 2, 3, 4, 5].map((i) => line(i)) }), false);
    expect(html.match(/<img /g)).toHaveLength(3);
    expect(html).toContain('<li class="muted">等5种商品</li>');
    expect(html).not.toContain('下单人');
    expect(html).toContain('<div class="muted">待报价</div><div class="muted small">运费报价时确定</div>');
    expect(html).not.toContain('¥');
  });

  it('escape every value from the database: text as text, attributes as attributes', () => {
    const html = orderCardHtml(
      card({
        orderNo: HOSTILE,
        stateName: HOSTILE,
        placedBy: { id: 1, name: HOSTILE },
        lines: [line(1, { productName: HOSTILE, image: `x" onerror="alert(1)`, specs: { a: HOSTILE }, unitName: HOSTILE })],
      }),
      true,
    );
    const text = '&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;';
    // Outside the quoted attribute values (where < and ' are harmless), only the card's own one image.
    const outside = html.replace(/="[^"]*"/g, '=""');
    expect(outside).not.toContain('<img src=x');
    expect(outside.match(/<img /g)).toHaveLength(1);
    expect(html).not.toContain('" onerror="');
    expect(html).toContain(`<div><div>${text}</div><div class="muted small">${text} × 2${text}</div></div>`);
    expect(html).toContain(`<span>下单人：${text}</span>`);
    expect(html).toContain(`<img src="x&quot; onerror=&quot;alert(1)" alt="<img src=x onerror=alert(1)>&quot;'&amp;"`);
    expect(html).toContain(`aria-label="订单 <img src=x onerror=alert(1)>&quot;'&amp; 操作"`);
  });

  it('write only the buttons the server allows, the main one of each primary', () => {
    expect(orderActionsHtml({ id: 3, orderNo: 'N', actions: [] })).toBe(
      '<div class="order-actions" role="group" aria-label="订单 N 操作"></div>',
    );
    expect(orderActionsHtml({ id: 3, orderNo: 'N', actions: ['take', 'again'] })).toBe(
      '<div class="order-actions" role="group" aria-label="订单 N 操作">' +
        '<button type="button" class="btn btn-primary" data-order-action="take" data-order-id="3" disabled>确认收货</button>' +
        '<button type="button" class="btn" data-order-action="again" data-order-id="3" disabled>再次购买</button></div>',
    );
  });
});
