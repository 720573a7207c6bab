// The 状态记录 of a company's review and of an invoice request name the staff member who acted, as the audit log
// names them (运营王敏（operator）), not a generic 平台运营; the command line is still 平台运营. Buyers see none of it:
// their answers about the company and its invoices carry no staff name, and their order and after-sales timelines
// say 平台 (actorShown), as their pages do.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF, staffLogin, type StaffClient } from '../helpers/staff.ts';
import { newCompany, reviewByOps, reviewVersionByOps } from '../helpers/orders.ts';
import { paidOrder, submitAs } from '../helpers/aftersales.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
/** The seeded operator as the audit log names them (staffLabel: name and login). */
const OPERATOR_LABEL = '运营王敏（operator）';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let operator: StaffClient;
beforeAll(async () => {
  operator = await staffLogin(base, STAFF.operator);
});

/** A record page's 状态记录, one line per move (tags stripped). */
async function stateHistory(page: string): Promise<string[]> {
  const { status, html } = await operator.page(page);
  expect(status).toBe(200);
  const at = html.indexOf('data-state-history');
  expect(at, `${page} shows its 状态记录`).toBeGreaterThan(0);
  const section = html.slice(at, html.indexOf('</section>', at));
  return [...section.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The audit log's entries on the record page (操作日志), as text. */
async function auditTrail(page: string): Promise<string> {
  const { html } = await operator.page(page);
  const at = html.indexOf('id="audit-trail"');
  return html.slice(at, html.indexOf('</section>', at));
}

describe('who acted, on the back office record pages', () => {
  it("a company's review names the staff member who approved or rejected it; the command line stays 平台运营", async () => {
    const c = await newCompany(base, dataDir, { approve: false });
    const { companyId } = (await c.api.get('/api/userinfo')).data;
    const version = await reviewVersionByOps(dataDir, String(companyId));
    const rej = await operator.post('/api/admin/company/reject', { id: companyId, reason: '营业执照不清晰', version });
    expect(rej.status, rej.msg).toBe(200);
    const ok = await operator.post('/api/admin/company/approve', { id: companyId, version });
    expect(ok.status, ok.msg).toBe(200);
    const page = `/admin/companies/${companyId}`;
    const lines = await stateHistory(page);
    expect(lines).toHaveLength(3); // registered (by the buyer), rejected, approved
    expect(lines[1]).toContain(`${OPERATOR_LABEL} · 审核中 → 未通过`);
    expect(lines[2]).toContain(`${OPERATOR_LABEL} · 未通过 → 已认证`);
    expect(lines.join('\n')).not.toContain('平台运营');
    expect(await auditTrail(page)).toContain(OPERATOR_LABEL); // the same name the audit log gives

    // The buyer's own answers name no staff member.
    for (const r of [await c.api.get('/api/userinfo'), await c.api.get('/api/orderInform/list?limit=50')])
      expect(JSON.stringify(r.data)).not.toMatch(/运营王敏|operator）/);

    // The operator command line has no account: its decisions are the platform's.
    const other = await newCompany(base, dataDir, { approve: false });
    const otherId = (await other.api.get('/api/userinfo')).data.companyId;
    await reviewByOps(dataDir, String(otherId));
    expect((await stateHistory(`/admin/companies/${otherId}`))[1]).toContain('平台运营 · 审核中 → 已认证');
  });

  it('an invoice request names the staff member who issued or rejected it; the buyer sees no staff name', async () => {
    const main = await newCompany(base, dataDir);
    await main.api.post('/api/billInfo/add', { type: 1, title: '经办人测试有限公司', taxNo: '91310000MA1FL8XQ37' });
    const titleId = (await main.api.get('/api/invoice/form')).data.titles[0].id;
    const requests = [];
    for (let i = 0; i < 2; i++) {
      const o = await paidOrder(base, dataDir, main, 1);
      const a = await main.api.post('/api/invoice/apply', { orderIds: [o.id], titleId });
      expect(a.status, a.msg).toBe(200);
      requests.push(a.data.id as number);
    }
    const [issuedId, rejectedId] = requests as [number, number];
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), '发票.pdf');
    const issued = await operator.call('POST', `/api/admin/invoice/issue?id=${issuedId}`, form, { origin: base });
    expect(issued.status, issued.msg).toBe(200);
    const rej = await operator.post('/api/admin/invoice/reject', { id: rejectedId, reason: '抬头与合同不一致' });
    expect(rej.status, rej.msg).toBe(200);

    const issuedLines = await stateHistory(`/admin/invoices/${issuedId}`);
    expect(issuedLines.at(-1)).toContain(`${OPERATOR_LABEL} · 待开票 → 已开票`);
    const rejectedLines = await stateHistory(`/admin/invoices/${rejectedId}`);
    expect(rejectedLines.at(-1)).toContain(`${OPERATOR_LABEL} · 待开票 → 已驳回`);
    expect([...issuedLines, ...rejectedLines].join('\n')).not.toContain('平台运营');
    expect(await auditTrail(`/admin/invoices/${rejectedId}`)).toContain(OPERATOR_LABEL);

    for (const r of [await main.api.get('/api/invoice/list'), await main.api.get('/api/orderInform/list?limit=50')])
      expect(JSON.stringify(r.data)).not.toMatch(/运营王敏|operator）/);
  });

  it("the buyer's order and after-sales timelines say 平台 for a staff member's move, never their name or login", async () => {
    const main = await newCompany(base, dataDir);
    const o = await paidOrder(base, dataDir, main, 1);
    const shipped = await operator.post('/api/admin/order/ship', { id: o.id, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(shipped.status, shipped.msg).toBe(200);
    const order = (await main.api.get(`/api/order/detail/${o.id}`)).data;
    expect(order.timeline.at(-1)).toMatchObject({ to: 'shipped', actorType: 'operator', actorName: '平台' });
    expect(JSON.stringify(order)).not.toMatch(/运营王敏|operator）/);
    const a = await submitAs(main.api, o.id, order.lines[0].id, 1);
    expect(a.status, a.msg).toBe(200);
    expect((await operator.post('/api/admin/aftersale/approve', { id: a.data.id, note: '同意' })).status).toBe(200);
    const record = (await main.api.get(`/api/afterSales/detail/${a.data.id}`)).data;
    expect(record.timeline.at(-1)).toMatchObject({ to: 'approved', actorType: 'operator', actorName: '平台' });
    expect(JSON.stringify(record)).not.toMatch(/运营王敏|operator）/);
    // The back office still names who shipped it.
    expect((await stateHistory(`/admin/orders/${o.id}`)).find((l) => l.includes('待发货 → 待收货'))).toContain(
      `${OPERATOR_LABEL} · 待发货 → 待收货`,
    );
  });
});
