// An in-process database for domain-level tests: PGlite in a temp dir, or a fresh PostgreSQL database when
// the API suite runs on PostgreSQL (API_DB=postgres with TEST_DATABASE_URL). Minimal rows, no demo seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '~/lib/server/db/client.ts';
import { addresses, companies, invoices, products, skus, users } from '~/lib/server/db/schema/index.ts';
import { newInvoiceNo } from '~/lib/server/invoices/request.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { createTempDatabase } from './pg.ts';

export async function domainDb(driver: string): Promise<Database & { dispose: () => Promise<void> }> {
  if (driver === 'postgres') {
    const tmp = await createTempDatabase(process.env.TEST_DATABASE_URL!, 'qili_domain');
    const d = await openDatabase({ url: tmp.url });
    return {
      ...d,
      dispose: async () => {
        await d.close();
        await tmp.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-domain-'));
  const d = await openDatabase({ url: '', dataDir: dir });
  return {
    ...d,
    dispose: async () => {
      await d.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let seq = 0;
export async function buyer(db: Database['db'], status: 'approved' | 'pending' = 'approved'): Promise<SessionUser> {
  seq++;
  const [c] = await db
    .insert(companies)
    .values({ name: `领域测试${process.pid}-${seq}公司`, contactName: '测试', status })
    .returning();
  const phone = `166${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  const [u] = await db
    .insert(users)
    .values({ companyId: c!.id, phone, passwordHash: 'x', realName: `买家${seq}` })
    .returning();
  await db.insert(addresses).values({
    userId: u!.id,
    companyId: c!.id,
    realName: '收货人',
    phone: '13900000000',
    provinceCode: '',
    cityCode: '',
    districtCode: '',
    province: '上海市',
    city: '上海市',
    district: '黄浦区',
    detail: '南京东路1号',
    isDefault: true,
  });
  return { id: u!.id, companyId: c!.id, parentId: null, phone, identity: 'main', companyStatus: status, sessionId: 0, name: `买家${seq}` };
}

export async function goods(db: Database['db'], opts: { type?: number; price?: number; stock?: number; cate1Id?: number } = {}) {
  seq++;
  const price = opts.price ?? 1000;
  const [p] = await db
    .insert(products)
    .values({
      code: `DT${process.pid}${seq}`,
      storeName: `测试商品${seq}`,
      goodsTypeId: opts.type ?? 5,
      cate1Id: opts.cate1Id ?? 1,
      cate2Id: 2,
      image: '/x.svg',
      price,
      stock: opts.stock ?? 100,
    })
    .returning();
  const [s] = await db
    .insert(skus)
    .values({ productId: p!.id, skuCode: `DT${process.pid}${seq}-01`, attrs: { 规格: '标准' }, price, stock: opts.stock ?? 100 })
    .returning();
  return { productId: p!.id, skuId: s!.id };
}

/** An invoice request (待开票) of the buyer's company over no orders, as the buyer's application leaves its row. */
export async function invoiceRequest(db: Database['db'], me: SessionUser, title = '测试开票公司') {
  const [inv] = await db
    .insert(invoices)
    .values({ invoiceNo: newInvoiceNo(), companyId: me.companyId, userId: me.id, type: 1, title, taxNo: '91310000MA1FL0000X', amount: 100 })
    .returning();
  return inv!;
}
