// The upload allowance: what one company's accounts may store in a rolling day (UPLOAD_DAILY_MB, uploadAllowance), checked by the
// one function every buyer upload goes through (storeUpload), against a database of its own; and an upload whose row
// moved on while it was stored (attachUpload) leaves nothing behind. The files are written to a temporary DATA_DIR
// (set before the configuration is read).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

const dataDir = await vi.hoisted(async () => {
  const [{ mkdtempSync }, { join }, { tmpdir }] = await Promise.all([import('node:fs'), import('node:path'), import('node:os')]);
  const dir = mkdtempSync(join(tmpdir(), 'qili-allowance-'));
  process.env.DATA_DIR = dir;
  return dir;
});

import { buyer, domainDb, invoiceRequest } from '../helpers/domain-db.ts';
import { files, invoices } from '~/lib/server/db/schema/index.ts';
import { RULES, attachUpload, storeUpload, uploadAllowance } from '~/lib/server/uploads.ts';
import { apply } from '~/lib/server/state/engine.ts';
import { userActor } from '~/lib/server/state/actors.ts';
import { invoiceMachine } from '~/lib/server/invoices/state.ts';
import { issueInvoice } from '~/lib/server/invoices/operator.ts';

let d: Awaited<ReturnType<typeof domainDb>>;
let db: typeof d.db;
beforeAll(async () => {
  d = await domainDb(inject('dbDriver'));
  db = d.db;
});
afterAll(async () => {
  await d?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pdf = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n');
  return new Uint8Array(Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]));
};
const storedFiles = () => {
  const root = path.join(dataDir, 'uploads');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.pdf')).length : 0;
};
const UPLOAD_ALLOWANCE = uploadAllowance();
const refusal = `24小时内上传的文件已达2048MB上限，请稍后再试`;

describe('upload allowance per company and day', () => {
  it("refuses a file that would pass the company's allowance, stores nothing for it, and counts only the last day", async () => {
    const me = await buyer(db);
    const other = await buyer(db);
    // The company has nearly used its day's allowance (a row as an earlier upload leaves it).
    const [used] = await db
      .insert(files)
      .values({
        key: 'a'.repeat(32),
        kind: 'artwork',
        userId: me.id,
        companyId: me.companyId,
        storedName: 'artwork/x/a.pdf',
        mime: 'application/pdf',
        size: UPLOAD_ALLOWANCE.bytes - 1500,
      })
      .returning();
    const before = storedFiles();

    const over = await storeUpload(db, me, RULES.artwork, pdf(2000), '设计稿.pdf').catch((e: unknown) => e);
    expect(over).toMatchObject({ http: 429, message: refusal });
    expect(await db.select().from(files).where(eq(files.companyId, me.companyId))).toHaveLength(1);
    expect(storedFiles()).toBe(before);

    // What is left still takes a smaller file; another company is not affected.
    expect((await storeUpload(db, me, RULES.artwork, pdf(1000), '小稿.pdf')).size).toBe(1000);
    expect((await storeUpload(db, other, RULES.artwork, pdf(2000), '设计稿.pdf')).size).toBe(2000);

    // Uploads older than the window no longer count.
    await db
      .update(files)
      .set({ createdAt: new Date(Date.now() - (UPLOAD_ALLOWANCE.hours + 1) * 3600_000) })
      .where(eq(files.id, used!.id));
    expect((await storeUpload(db, me, RULES.artwork, pdf(2000), '设计稿.pdf')).size).toBe(2000);
  });
});

describe('an upload its row refuses is removed again', () => {
  it('an invoice issued by ops after the buyer withdrew it: 409, and neither the file row nor its bytes stay', async () => {
    const me = await buyer(db);
    const inv = await invoiceRequest(db, me, '撤回测试公司');
    // Staff read the request (待开票) and pick the PDF; meanwhile the buyer withdraws it.
    await db.transaction((tx) => apply(tx, invoiceMachine, inv.id, 'withdraw', userActor(me)));
    const pdfPath = path.join(dataDir, '发票.pdf');
    fs.writeFileSync(pdfPath, pdf(800));
    const before = storedFiles();
    const refused = await issueInvoice(db, inv, pdfPath).catch((e: unknown) => e);
    expect(refused).toMatchObject({ http: 409, message: '买家已撤回该开票申请，无法开票' });
    expect(await db.select().from(files).where(eq(files.companyId, me.companyId))).toEqual([]);
    expect(storedFiles()).toBe(before);
    expect((await db.select().from(invoices).where(eq(invoices.id, inv.id)))[0]).toMatchObject({ state: 'withdrawn', fileId: null });
  });

  it('attachUpload keeps the file when its use succeeds and passes the refusal on when it does not', async () => {
    const me = await buyer(db);
    const kept = await storeUpload(db, me, RULES.artwork, pdf(500), '留下.pdf');
    expect(await attachUpload(db, kept, async () => 'ok')).toBe('ok');
    const dropped = await storeUpload(db, me, RULES.artwork, pdf(600), '撤销.pdf');
    const before = storedFiles();
    const why = new Error('row moved on');
    expect(await attachUpload(db, dropped, () => Promise.reject(why)).catch((e: unknown) => e)).toBe(why);
    expect((await db.select({ id: files.id }).from(files).where(eq(files.companyId, me.companyId))).map((f) => f.id)).toEqual([kept.id]);
    expect(storedFiles()).toBe(before - 1);
  });
});
