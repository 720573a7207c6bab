// Account-centre demo data: addresses, invoice titles, favourites, footprints and coupons in every state.
// Deterministic content; dates are relative to the seeding day so "today" and "expired" read true.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '~/lib/server/db/client.ts';
import { addresses, categories, coupons, favourites, footprints, invoiceTitles, userCoupons, users } from '~/lib/server/db/schema/index.ts';
import { resolveRegion } from '~/lib/server/account/regions.ts';
import type { SeedContext } from './index.ts';
import { DEMO } from './accounts.ts';
import { CHINA_OFFSET_MS, chinaDay } from '~/lib/shared/time.ts';

const DAY = 86400_000;
const VISIT_GAP = 17 * 60_000;

/**
 * When the demo buyer viewed n products `ago` China days before `now`: all on that China day (footprints are kept
 * per day as the customer sees it) and none in the future, whatever the hour the seed runs at (CI at 00:23 Beijing
 * time once put today's views on yesterday).
 */
export function visitTimes(now: number, ago: number, n: number): number[] {
  const sinceMidnight = (now + CHINA_OFFSET_MS) % DAY;
  const anchor = ago === 0 ? now : now - sinceMidnight - ago * DAY + 20 * 3600_000;
  const gap = ago === 0 ? Math.min(VISIT_GAP, Math.floor(sinceMidnight / n)) : VISIT_GAP;
  return Array.from({ length: n }, (_, i) => anchor - i * gap);
}

type AddressSeed = [realName: string, phone: string, province: string, city: string, district: string, detail: string];
const ADDRESSES: Record<string, AddressSeed[]> = {
  [DEMO.main]: [
    ['王建国', '13800000000', '310000', '310100', '310115', '张江高科技园区博云路2号浦软大厦5楼'],
    ['李晓梅', '021-50801234', '310000', '310100', '310112', '莘庄工业区春东路508号2号仓库'],
    ['陈志强', '13761234567', '320000', '320500', '320571', '星湖街328号创意产业园12栋302室'],
  ],
  [DEMO.buyer]: [
    ['李晓梅', '13800000001', '310000', '310100', '310104', '漕河泾开发区宜山路700号B座1201'],
    ['周敏', '0571-88886666', '330000', '330100', '330110', '文一西路969号海创园5号楼'],
  ],
  [DEMO.otherMain]: [['赵远航', '13900000000', '110000', '110100', '110108', '中关村大街27号中关村大厦8层']],
};

export async function seedAccountCentre(tx: Tx, ctx: SeedContext): Promise<void> {
  const people = await tx
    .select({ id: users.id, phone: users.phone, companyId: users.companyId })
    .from(users)
    .where(inArray(users.phone, [DEMO.main, DEMO.buyer, DEMO.finance, DEMO.otherMain]));
  const who = (phone: string) => people.find((p) => p.phone === phone)!;
  const now = Date.now();

  for (const [phone, list] of Object.entries(ADDRESSES)) {
    const u = who(phone);
    await tx.insert(addresses).values(
      list.map(([realName, tel, p, c, d, detail], i) => ({
        userId: u.id,
        companyId: u.companyId,
        realName,
        phone: tel,
        provinceCode: p,
        cityCode: c,
        districtCode: d,
        ...resolveRegion(p, c, d),
        detail,
        isDefault: i === 0,
      })),
    );
  }

  const main = who(DEMO.main);
  const finance = who(DEMO.finance);
  await tx.insert(invoiceTitles).values([
    {
      companyId: ctx.companyA,
      userId: finance.id,
      type: 2,
      title: '上海星辰广告传媒有限公司',
      taxNo: '91310000MA1FL8XQ37',
      regAddress: '上海市浦东新区博云路2号浦软大厦5楼',
      regPhone: '021-50801234',
      bank: '招商银行上海张江支行',
      bankAccount: '121908886610001',
      isDefault: true,
    },
    { companyId: ctx.companyA, userId: main.id, type: 1, title: '上海星辰文化发展有限公司', taxNo: '91310115MA1K4B7N26' },
    {
      companyId: ctx.companyB,
      userId: who(DEMO.otherMain).id,
      type: 1,
      title: '北京远航科技有限公司',
      taxNo: '91110108MA01ABCD2H',
      isDefault: true,
    },
  ]);

  // Favourites and footprints over the first products of the catalogue (a mix of goods types).
  const pick = (from: number, n: number) => ctx.productIds.slice(from, from + n);
  const favs: [string, number[]][] = [
    [DEMO.main, pick(0, 8)],
    [DEMO.buyer, pick(8, 3)],
    [DEMO.otherMain, pick(11, 2)],
  ];
  for (const [phone, ids] of favs) {
    const u = who(phone);
    await tx
      .insert(favourites)
      .values(ids.map((productId, i) => ({ userId: u.id, productId, createdAt: new Date(now - (i + 1) * 5 * 3600_000) })));
  }
  const visits: [string, [daysAgo: number, ids: number[]][]][] = [
    [
      DEMO.main,
      [
        [0, pick(3, 4)],
        [1, pick(10, 3)],
        [3, pick(0, 4)],
        [6, pick(14, 3)],
      ],
    ],
    [
      DEMO.buyer,
      [
        [0, pick(20, 3)],
        [2, pick(8, 2)],
      ],
    ],
    [DEMO.otherMain, [[1, pick(11, 2)]]],
  ];
  for (const [phone, days] of visits) {
    const u = who(phone);
    for (const [ago, ids] of days) {
      const times = visitTimes(now, ago, ids.length);
      await tx
        .insert(footprints)
        .values(ids.map((productId, i) => ({ userId: u.id, productId, viewedOn: chinaDay(times[i]), viewedAt: new Date(times[i]) })));
    }
  }

  const [cate] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.level, 1), eq(categories.parentId, 0)))
    .limit(1);
  const templates = await tx
    .insert(coupons)
    .values([
      {
        title: '欢迎礼券',
        type: 'full',
        amount: 2000,
        minAmount: 20000,
        total: 1000,
        perUser: 1,
        validDays: 30,
        description: '每单限用一张，秒杀、拼团和定制商品不可用',
      },
      {
        title: '印刷品满减券',
        type: 'full',
        amount: 5000,
        minAmount: 50000,
        cate1Id: cate?.id ?? 0,
        total: 500,
        perUser: 2,
        startAt: new Date(now - 10 * DAY),
        endAt: new Date(now + 60 * DAY),
        description: '限指定分类商品使用',
      },
      {
        title: '企业礼品9折券',
        type: 'discount',
        amount: 20000,
        rate: 90,
        minAmount: 100000,
        total: 300,
        perUser: 1,
        validDays: 15,
        description: '折后最多优惠200元',
      },
      { title: '无门槛10元券', type: 'full', amount: 1000, minAmount: 0, total: 2000, perUser: 3, validDays: 7, description: '' },
    ])
    .returning({ id: coupons.id });
  const [newbie, print, gift, free] = templates.map((t) => t.id) as [number, number, number, number];
  const held = (userId: number, couponId: number, fromAgo: number, untilIn: number, status = 0, usedAgo?: number) => ({
    userId,
    couponId,
    status,
    validFrom: new Date(now - fromAgo * DAY),
    validUntil: new Date(now + untilIn * DAY),
    usedAt: usedAgo === undefined ? null : new Date(now - usedAgo * DAY),
  });
  const buyer = who(DEMO.buyer);
  const rows = [
    held(main.id, newbie, 5, 25),
    held(main.id, gift, 5, 10),
    held(main.id, free, 2, 5),
    held(main.id, print, 10, 60),
    held(main.id, print, 10, 60, 1, 3),
    held(main.id, free, 12, -5, 1, 8),
    held(main.id, free, 9, -2),
    held(main.id, newbie, 40, -10, 2),
    held(buyer.id, free, 1, 6),
    held(buyer.id, newbie, 35, -5),
  ];
  await tx.insert(userCoupons).values(rows);
  for (const t of templates) {
    const n = rows.filter((r) => r.couponId === t.id).length;
    await tx.update(coupons).set({ claimed: n }).where(eq(coupons.id, t.id));
  }
}
