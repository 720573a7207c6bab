// Decisions made on the command line (`npm run ops`) are in the staff audit log (操作日志) as the back office's are:
// the same action, record and before → after (one decision, src/lib/server/staff/decisions.ts), named 命令行, listed
// by the log's 员工 filter; a refused command leaves no entry. Read as an auditor reads them: the admin's log page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF, staffLogin, type StaffClient } from '../helpers/staff.ts';
import { newCompany, ops, opsOk, reviewByOps, skus } from '../helpers/orders.ts';
import { claimable, completedOrder, paidOrder, submitAs } from '../helpers/aftersales.ts';
import { formatPrice } from '~/lib/shared/money.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');

let admin: StaffClient;
beforeAll(async () => {
  admin = await staffLogin(base, STAFF.admin);
});

interface Entry {
  /** The row's cells as text: 时间, 员工, 操作, 对象, 说明, 变更前 → 变更后. */
  who: string;
  action: string;
  target: string;
  note: string;
  changes: string;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The log's entries for a query (newest first), each row's cells as text. */
async function log(query: string): Promise<Entry[]> {
  const r = await admin.page(`/admin/audit?${query}`);
  expect(r.status).toBe(200);
  return r.html
    .split('data-audit-row')
    .slice(1)
    .map((row) => {
      const cells = [...row.slice(0, row.indexOf('</tr>')).matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => text(m[1]!));
      const [, who, action, target, note, changes] = cells as [string, string, string, string, string, string];
      return { who, action, target, note, changes };
    });
}

const companyId = async (phone: string) => Number(/\(#(\d+)\)/.exec(await opsOk(dataDir, 'company:show', phone))![1]);

describe('ops decisions in the staff audit log', () => {
  it('a company review, a payment confirmed, a shipment and a refund by ops: each logged as 命令行 with its before → after', async () => {
    // 企业审核
    const c = await newCompany(base, dataDir, { approve: false });
    const cid = await companyId(c.phone);
    await reviewByOps(dataDir, c.phone);
    const [review] = await log(`target=company&id=${cid}`);
    expect(review).toMatchObject({ who: '命令行', action: '通过企业审核' });
    expect(review!.target).toContain(`订单测试${c.phone}有限公司`);
    expect(review!.changes).toContain('状态 审核中 → 已认证');

    // 确认收款 (paidOrder confirms it by ops), then 发货 and the buyer's 确认收货
    const o = await completedOrder(base, dataDir, c, 2);
    const onOrder = await log(`target=order&id=${o.id}`);
    expect(onOrder.map((e) => [e.who, e.action])).toEqual([
      ['命令行', '发货'],
      ['命令行', '确认收款'],
    ]);
    const [ship, confirm] = onOrder as [Entry, Entry];
    expect(confirm.target).toContain(o.orderNo);
    expect(confirm.changes).toContain('状态 待确认收款 → 待发货');
    expect(ship.note).toMatch(/^顺丰速运 SF\d+$/);
    expect(ship.changes).toContain('状态 待发货 → 待收货');
    expect(ship.changes).toContain('物流公司 — → 顺丰速运');

    // 售后: approved, then refunded (仅退款), each on the after-sales record
    const line = (await claimable(c.api, o.id)).lines[0]!;
    const s = await submitAs(c.api, o.id, line.id, 1);
    expect(s.status, s.msg).toBe(200);
    await opsOk(dataDir, 'aftersale:approve', s.data.asNo, '--note', '同意仅退款');
    await opsOk(dataDir, 'aftersale:refund', s.data.asNo, '--note', '已原路退回');
    const onCase = await log(`target=aftersale&id=${s.data.id}`);
    expect(onCase.map((e) => [e.who, e.action, e.note])).toEqual([
      ['命令行', '退款', '已原路退回'],
      ['命令行', '同意售后', '同意仅退款'],
    ]);
    expect(onCase[0]!.target).toContain(s.data.asNo);
    expect(onCase[0]!.changes).toContain('状态 已同意 → 已退款');
    expect(onCase[1]!.changes).toContain('状态 待审核 → 已同意');

    // A refused command (the case is refunded already) changes nothing and logs nothing.
    const again = await ops(dataDir, 'aftersale:refund', s.data.asNo);
    expect(again.code).toBe(1);
    expect(await log(`target=aftersale&id=${s.data.id}`)).toHaveLength(2);
  });

  it('an invoice issued by ops (a PDF on the server) is logged on the request', async () => {
    const c = await newCompany(base, dataDir);
    await c.api.post('/api/billInfo/add', { type: 1, title: '命令行审计测试有限公司', taxNo: '91310000MA1FL8XQ37' });
    const titleId = (await c.api.get('/api/invoice/form')).data.titles[0].id;
    const o = await paidOrder(base, dataDir, c, 1);
    const inv = await c.api.post('/api/invoice/apply', { orderIds: [o.id], titleId });
    expect(inv.status, inv.msg).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qili-ops-audit-'));
    const pdf = path.join(dir, '发票.pdf');
    fs.writeFileSync(
      pdf,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    try {
      await opsOk(dataDir, 'invoice:issue', inv.data.invoiceNo, pdf);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const [issued, ...rest] = await log(`target=invoice&id=${inv.data.id}`);
    expect(rest).toEqual([]);
    expect(issued).toMatchObject({ who: '命令行', action: '开具发票' });
    expect(issued!.target).toContain(inv.data.invoiceNo);
    expect(issued!.changes).toContain('状态 待开票 → 已开票');
  });

  it("a SKU's stock and price set by ops are logged on its product, the change in the note", async () => {
    // The last spot-sample SKU of the seed: the order suites take theirs from the first ones.
    const sku = (await skus(dataDir, 5, 1000)).at(-1)!;
    await opsOk(dataDir, 'stock:set', sku.skuCode, String(sku.stock + 7));
    await opsOk(dataDir, 'price:set', String(sku.skuId), String((sku.price + 100) / 100));
    const [p, s] = (await log(`target=product&id=${sku.productId}`)) as [Entry, Entry];
    expect([s.who, s.action, s.note]).toEqual(['命令行', '修改库存', `${sku.skuCode} 库存 ${sku.stock} → ${sku.stock + 7}`]);
    expect(s.changes).toContain(`库存 ${sku.stock} → ${sku.stock + 7}`);
    const fen = sku.price;
    expect([p.who, p.action, p.note]).toEqual([
      '命令行',
      '修改单价',
      `${sku.skuCode} 单价 ${formatPrice(fen)} → ${formatPrice(fen + 100)}`,
    ]);
    expect(p.changes).toContain(`价格 ${formatPrice(fen)} → ${formatPrice(fen + 100)}`);
    // put back (logged too)
    await opsOk(dataDir, 'price:set', String(sku.skuId), String(sku.price / 100));
    await opsOk(dataDir, 'stock:set', String(sku.skuId), String(sku.stock));
  });

  it('the log lists the command line under 员工 (命令行), apart from staff actions; read-only commands log nothing', async () => {
    const page = await admin.page('/admin/audit');
    expect(page.html).toMatch(/<option value="cli"[^>]*>\s*命令行（npm run ops）\s*<\/option>/);
    const before = await log('staff=cli');
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((e) => e.who === '命令行')).toBe(true);
    // a staff member's entries are not the command line's, nor the other way round
    const { id } = (await admin.get('/api/admin/me')).data;
    expect((await log(`staff=${id}`)).some((e) => e.who === '命令行')).toBe(false);
    for (const cmd of [['order:list'], ['stock:list', '--limit', '3'], ['company:list'], ['invoice:list'], ['payment:exceptions']])
      await opsOk(dataDir, ...cmd);
    const after = await log('staff=cli');
    expect(after[0]).toEqual(before[0]);
    expect((await admin.page('/admin/audit?staff=root')).status).toBe(400);
  });
});
