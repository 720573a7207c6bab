import { describe, expect, it } from 'vitest';
import { furnitureFor, routeName } from '~/lib/shared/furniture.ts';
import { badgeText, cartBadgeHtml } from '~/lib/shared/marks.ts';
import { productTitle } from '~/lib/shared/title.ts';
import { goodsType, showsCardPrice, isCustomGoods } from '~/lib/shared/goods-types.ts';

describe('furniture visibility (§2.4)', () => {
  const on = (path: string) => furnitureFor(routeName(path));
  it('hides the side bar on login, register, alterCode, ProductDetail, groupDetail, AboutUs, agreement', () => {
    for (const p of ['/login', '/register', '/alterCode', '/productDetail', '/groupDetail', '/indexpage/AboutUs', '/agreement'])
      expect(on(p).sideBar, p).toBe(false);
    for (const p of [
      '/',
      '/indexpage',
      '/indexpage/index',
      '/indexpage/productlist',
      '/indexpage/sceneList',
      '/sceneDetail',
      '/userInfo',
      '/cart/shoppingCart',
    ])
      expect(on(p).sideBar, p).toBe(true);
  });
  it('hides the category strip on the home page and agreement', () => {
    for (const p of ['/', '/indexpage', '/indexpage/index/', '/agreement']) expect(on(p).categoryStrip, p).toBe(false);
    for (const p of ['/indexpage/productlist', '/productDetail', '/sceneDetail', '/indexpage/AboutUs'])
      expect(on(p).categoryStrip, p).toBe(true);
  });
  it('hides top bar and footer on login, register, alterCode, agreement', () => {
    for (const p of ['/login', '/register', '/alterCode', '/agreement', '/LOGIN'])
      expect([on(p).topBar, on(p).footer], p).toEqual([false, false]);
    for (const p of ['/', '/productDetail', '/indexpage/AboutUs', '/groupDetail'])
      expect([on(p).topBar, on(p).footer], p).toEqual([true, true]);
  });
});

describe('badge, titles and goods types', () => {
  it('shows 99+ above 99', () => {
    expect([badgeText(0), badgeText(1), badgeText(99), badgeText(100), badgeText(5000)]).toEqual(['', '1', '99', '99+', '99+']);
  });
  it('renders the cart badge one way: hidden when empty, the count for the client, the side bar without the spoken words', () => {
    expect(cartBadgeHtml(0)).toBe(
      '<span class="cart-badge" data-cart-badge data-count="0" hidden><span class="sr-only">共</span><span class="sr-only">件</span></span>',
    );
    expect(cartBadgeHtml(120)).toBe(
      '<span class="cart-badge" data-cart-badge data-count="120"><span class="sr-only">共</span>99+<span class="sr-only">件</span></span>',
    );
    expect(cartBadgeHtml(7, true)).toBe('<span class="cart-badge sb-badge" data-cart-badge>7</span>');
    expect(cartBadgeHtml(-3, true)).toBe('<span class="cart-badge sb-badge" data-cart-badge hidden></span>');
  });
  it('derives the detail title from the name (§2.3)', () => {
    expect(productTitle('A-企业宣传册')).toBe('企业宣传册');
    expect(productTitle('tz')).toBe('');
  });
  it('maps goods types to tags and the price rule (§4)', () => {
    expect([2, 3, 4, 5].map((t) => goodsType(t).tag)).toEqual(['定制', '常用', '标品', '现货']);
    expect([2, 3, 4, 5].map((t) => goodsType(t).name)).toEqual(['全定制产品', '常用定制商品', '纯标准商品', '现货样品']);
    expect([2, 3, 4, 5].map(showsCardPrice)).toEqual([false, false, false, true]);
    expect([2, 3, 4, 5].map(isCustomGoods)).toEqual([true, true, false, false]);
  });
});

describe('purchase number', () => {
  it('uses the §5 message', async () => {
    const { MSG } = await import('~/lib/shared/validation.ts');
    const { checkPurchaseNumber, PURCHASE_NO_REQUIRED } = await import('~/lib/shared/links.ts');
    expect(PURCHASE_NO_REQUIRED).toBe(MSG.purchaseNoRequired);
    expect([checkPurchaseNumber(''), checkPurchaseNumber('  '), checkPurchaseNumber('QL1')]).toEqual([
      '请输入调试编号',
      '请输入调试编号',
      null,
    ]);
  });
});

describe('demo product pictures', () => {
  it('draw every leaf category of the catalogue as what it sells', async () => {
    const { CATALOGUE } = await import('~/lib/server/seed/catalogue-data.ts');
    const { DRAWINGS, KIND_BY_LEAF } = await import('~/lib/server/seed/goods-drawings.ts');
    const leaves = CATALOGUE.flatMap((t) => t.children.flatMap((c) => c.leaves.map((l) => l.name)));
    expect(leaves.filter((l) => !KIND_BY_LEAF[l])).toEqual([]);
    expect(Object.values(KIND_BY_LEAF).filter((k) => !DRAWINGS[k])).toEqual([]);
    // Business cards are cards and mugs are mugs; only insulated bottles are bottles.
    expect([KIND_BY_LEAF['商务名片'], KIND_BY_LEAF['产品手册'], KIND_BY_LEAF['马克杯']]).toEqual(['card', 'booklet', 'mug']);
    expect(
      Object.entries(KIND_BY_LEAF)
        .filter(([, k]) => k === 'bottle')
        .map(([l]) => l),
    ).toEqual(['保温杯']);
  });
});
