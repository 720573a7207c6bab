// The audit log tells what an action changed field by field, in Chinese where the label table names the field.
import { describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import { auditChanges, auditNote, MONEY_FIELDS } from '~/lib/server/admin/audit-names.ts';
import * as schema from '~/lib/server/db/schema/index.ts';
import { isFen } from '~/lib/server/db/schema/money.ts';

describe('auditChanges', () => {
  it('a new record: each field from — to its value, named in Chinese', () => {
    expect(auditChanges(null, { name: 'QA测试员', phone: '', roles: ['operator', 'editor'], status: 1, extra: 'x' }, 'staff')).toEqual([
      { field: '名称', before: '—', after: 'QA测试员' },
      { field: '角色', before: '—', after: '运营、内容编辑' },
      { field: '状态', before: '—', after: '启用' },
      { field: 'extra', before: '—', after: 'x' },
    ]);
  });

  it('an edit: only the fields that changed', () => {
    expect(auditChanges({ title: '券', claimable: true, total: 100 }, { title: '券', claimable: false, total: 100 })).toEqual([
      { field: '可领取', before: '是', after: '否' },
    ]);
  });

  it("values as staff read them: the record's states by name, money in ¥, a reason named (they read 4030, pending, rejectReason)", () => {
    expect(auditChanges({ stock: 92, price: 4030 }, { stock: 90, price: 4150 }, 'sku')).toEqual([
      { field: '库存', before: '92', after: '90' },
      { field: '价格', before: '¥40.30', after: '¥41.50' },
    ]);
    expect(auditChanges({ state: 'pending' }, { state: 'rejected', rejectReason: '缺营业执照' }, 'company')).toEqual([
      { field: '状态', before: '审核中', after: '未通过' },
      { field: '驳回原因', before: '—', after: '缺营业执照' },
    ]);
    expect(auditChanges({ state: 'returning' }, { state: 'received' }, 'aftersale')).toEqual([
      { field: '状态', before: '退货中', after: '平台已收货' },
    ]);
    expect(auditChanges({ state: 'unshipped' }, { state: 'shipped' }, 'order')[0]).toEqual({
      field: '状态',
      before: '待发货',
      after: '待收货',
    });
    expect(auditChanges({ isShow: true }, { isShow: false }, 'product')).toEqual([{ field: '展示', before: '是', after: '否' }]);
  });

  it('nothing for an action that changed no record, or changed nothing', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(undefined, null)).toEqual([]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it("a product's SKUs and tier prices item by item: what changed in each, what was added or taken away (they read as JSON)", () => {
    const sku = (skuCode: string, price: number, stock: number) => ({
      skuCode,
      attrs: { 尺寸: 'A4', 工艺: '覆哑膜' },
      price,
      otPrice: 0,
      stock,
    });
    const before = { storeName: '画册', skus: [sku('QL01-A', 120, 100), sku('QL01-B', 150, 50)], tiers: [{ minQty: 100, price: 110 }] };
    const after = {
      storeName: '画册',
      skus: [sku('QL01-A', 130, 100), sku('QL01-C', 200, 0)],
      tiers: [
        { minQty: 100, price: 100 },
        { minQty: 500, price: 90 },
      ],
    };
    expect(auditChanges(before, after, 'product')).toEqual([
      { field: '规格 QL01-A（尺寸:A4 / 工艺:覆哑膜） · 价格', before: '¥1.20', after: '¥1.30' },
      { field: '规格 QL01-B（尺寸:A4 / 工艺:覆哑膜）', before: '价格 ¥1.50，原价 ¥0.00，库存 50', after: '—' },
      { field: '规格 QL01-C（尺寸:A4 / 工艺:覆哑膜）', before: '—', after: '价格 ¥2.00，原价 ¥0.00，库存 0' },
      { field: '阶梯价 100件起 · 价格', before: '¥1.10', after: '¥1.00' },
      { field: '阶梯价 500件起', before: '—', after: '价格 ¥0.90' },
    ]);
    // A new product: each SKU from —; the same list again: nothing.
    expect(auditChanges(null, { skus: [sku('QL02-A', 99, 5)] }, 'product')).toEqual([
      { field: '规格 QL02-A（尺寸:A4 / 工艺:覆哑膜）', before: '—', after: '价格 ¥0.99，原价 ¥0.00，库存 5' },
    ]);
    expect(auditChanges(before, structuredClone(before), 'product')).toEqual([]);
    // A SKU's attributes changed under the same code.
    expect(auditChanges({ skus: [sku('QL01-A', 120, 1)] }, { skus: [{ ...sku('QL01-A', 120, 1), attrs: { 尺寸: 'A5' } }] })).toEqual([
      { field: '规格 QL01-A（尺寸:A5） · 规格属性', before: '尺寸:A4 / 工艺:覆哑膜', after: '尺寸:A5' },
    ]);
  });

  it('a value that is not a record is shown whole; a long one is cut', () => {
    expect(auditChanges(['名片'], ['名片', '画册'])).toEqual([{ field: '内容', before: '["名片"]', after: '["名片","画册"]' }]);
    const [long] = auditChanges(null, { markdown: 'x'.repeat(500) });
    expect(long!.after).toBe(`${'x'.repeat(200)}…`);
  });
});

describe('money in the audit log comes from the schema (columns declared with fen, db/schema/money.ts)', () => {
  it("an order's goods total and discount read in ¥ and by name, like its payable", () => {
    expect(
      auditChanges({ goodsTotal: 12000, discount: 0, payable: 12000 }, { goodsTotal: 13000, discount: 500, payable: 12500 }, 'order'),
    ).toEqual([
      { field: '商品金额', before: '¥120.00', after: '¥130.00' },
      { field: '优惠', before: '¥0.00', after: '¥5.00' },
      { field: '应付金额', before: '¥120.00', after: '¥125.00' },
    ]);
  });

  it('every money field of an audit view is a fen column; counts named like money (a total of coupons) are not', () => {
    for (const f of [
      'price',
      'otPrice',
      'productPrice',
      'amount',
      'minAmount',
      'payable',
      'freight',
      'refundAmount',
      'goodsTotal',
      'discount',
    ])
      expect(MONEY_FIELDS, f).toContain(f);
    for (const f of ['total', 'stock', 'num', 'rate', 'minQty']) expect(MONEY_FIELDS, f).not.toContain(f);
  });

  it('an integer column named like money is declared with fen (a new one cannot show raw in the log)', () => {
    const moneyLike = /^(price|amount|payable|freight|discount|fee|cost|balance)$|(Price|Amount|Total|Fee|Cost|Balance)$/;
    const undeclared = Object.values(schema).flatMap((t) =>
      is(t, Table)
        ? Object.entries(getTableColumns(t))
            .filter(([k, c]) => c.columnType === 'PgInteger' && moneyLike.test(k) && !isFen(c))
            .map(([k]) => `${getTableName(t)}.${k}`)
        : [],
    );
    expect(undeclared).toEqual([]);
  });
});

describe("a sign-in's note: the browser and system of its user agent", () => {
  it('names the browser (the more specific token first) and the system; keeps the whole string as full', () => {
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51';
    expect(auditNote('staff.login', edge)).toEqual({ text: 'Edge 124 · Windows', full: edge });
    const samples: [string, string][] = [
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
        'Chrome 156 · Linux',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        'Safari 17 · macOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'Safari 17 · iOS',
      ],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox 125 · Windows'],
      [
        'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
        '微信 8 · Android',
      ],
    ];
    for (const [ua, shown] of samples) expect(auditNote('staff.login', ua).text).toBe(shown);
  });

  it('leaves other notes, and a user agent it cannot read, as written', () => {
    expect(auditNote('order.ship', 'Mozilla/5.0 (Windows NT 10.0) Chrome/1.0')).toEqual({
      text: 'Mozilla/5.0 (Windows NT 10.0) Chrome/1.0',
    });
    expect(auditNote('staff.login', 'curl/8.5.0')).toEqual({ text: 'curl/8.5.0' });
    expect(auditNote('staff.login', '')).toEqual({ text: '' });
  });
});
