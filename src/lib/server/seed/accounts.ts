import type { Tx } from '~/lib/server/db/client.ts';
import { companies, users } from '~/lib/server/db/schema/index.ts';
import { hashPassword } from '~/lib/server/auth/password.ts';
import { licenceImage } from './images.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  main: '13800000000',
  buyer: '13800000001',
  finance: '13800000002',
  otherMain: '13900000000',
  third: '13700000001',
} as const;

export async function seedAccounts(tx: Tx) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const creditA = '91310000MA1FL8XQ37';
  const [a] = await tx
    .insert(companies)
    .values({
      name: '上海星辰广告传媒有限公司',
      creditCode: creditA,
      contactName: '王经理',
      status: 'approved',
      licenseUrl: licenceImage('licence-a.svg', '上海星辰广告传媒有限公司', creditA),
      reviewedAt: new Date(Date.UTC(2026, 0, 5)),
    })
    .returning({ id: companies.id });
  const [main] = await tx
    .insert(users)
    .values({
      companyId: a!.id,
      parentId: null,
      phone: DEMO.main,
      passwordHash,
      nickname: '王经理',
      realName: '王建国',
      identity: 'main',
      level: 3,
    })
    .returning({ id: users.id });
  await tx.insert(users).values([
    {
      companyId: a!.id,
      parentId: main!.id,
      phone: DEMO.buyer,
      passwordHash,
      nickname: '李采购',
      realName: '李晓梅',
      identity: 'buyer',
      level: 3,
    },
    {
      companyId: a!.id,
      parentId: main!.id,
      phone: DEMO.finance,
      passwordHash,
      nickname: '张会计',
      realName: '张丽',
      identity: 'finance',
      level: 3,
    },
  ]);
  // A second company: the other side of every "company A must never see company B" check.
  const creditB = '91110108MA01ABCD2H';
  const [b] = await tx
    .insert(companies)
    .values({
      name: '北京远航科技有限公司',
      creditCode: creditB,
      contactName: '赵总',
      status: 'approved',
      licenseUrl: licenceImage('licence-b.svg', '北京远航科技有限公司', creditB),
      reviewedAt: new Date(Date.UTC(2026, 0, 8)),
    })
    .returning({ id: companies.id });
  await tx
    .insert(users)
    .values({ companyId: b!.id, parentId: null, phone: DEMO.otherMain, passwordHash, nickname: '赵总', realName: '赵远航', level: 2 });
  // A third company: group-buys and seckill limits need several companies (one seat per company).
  const [c] = await tx
    .insert(companies)
    .values({ name: '杭州青禾文化创意有限公司', contactName: '周经理', status: 'approved', reviewedAt: new Date(Date.UTC(2026, 0, 9)) })
    .returning({ id: companies.id });
  await tx
    .insert(users)
    .values({ companyId: c!.id, parentId: null, phone: DEMO.third, passwordHash, nickname: '周经理', realName: '周青禾', level: 1 });
  return { companyA: a!.id, companyB: b!.id, mainUserId: main!.id };
}
