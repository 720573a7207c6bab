// The after-sales queues of the back office: 待退款 holds exactly what the operator can refund now (an approved
// 仅退款, a 退货退款 whose goods are back), and the workbench counts what the list shows. A server of its own:
// the counts are exact, and other suites move after-sales records all the time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF, ownServer, staffLogin, type StaffClient } from '../helpers/staff.ts';
import { newCompany, ops, opsOk } from '../helpers/orders.ts';
import { completedOrder, submitAs } from '../helpers/aftersales.ts';

let srv: Awaited<ReturnType<typeof ownServer>>;
let operator: StaffClient;

beforeAll(async () => {
  srv = await ownServer();
  operator = await staffLogin(srv.url, STAFF.operator);
}, 180_000);
afterAll(() => srv?.stop());

/** The workbench's count of one queue. */
async function queueCount(key: string) {
  const html = (await operator.page('/admin')).html;
  const n = new RegExp(`data-queue="${key}">\\s*<span class="n">(\\d+)`).exec(html)?.[1];
  expect(n, key).toBeDefined();
  return Number(n);
}

/** The record numbers `ops aftersale:list` prints for these arguments (the first column of each line). */
async function opsList(...args: string[]) {
  const out = (await opsOk(srv.dataDir, 'aftersale:list', ...args)).trim();
  return out === '暂无售后单' ? [] : out.split('\n').map((line) => line.split('\t')[0]);
}

/** The 待退款 list: its record numbers and the total it states. */
async function refundList() {
  const html = (await operator.page('/admin/aftersales?state=refund')).html;
  return { nos: [...html.matchAll(/>(SH\d+)</g)].map((m) => m[1]), total: Number(/共 (\d+) 条/.exec(html)?.[1]) };
}

describe('the 待退款 queue', () => {
  it('holds approved refund-only records and received returns, not approved returns waiting for the goods; count and list agree', async () => {
    // The demo data's only open return (SH…0002, 已同意) waits for the buyer to ship the goods back.
    expect(await queueCount('as-refund')).toBe(0);
    expect(await refundList()).toEqual({ nos: [], total: 0 });

    const buyer = await newCompany(srv.url, srv.dataDir);
    const o = await completedOrder(srv.url, srv.dataDir, buyer, 3);
    const lineId = (await buyer.api.get(`/api/order/detail/${o.id}`)).data.lines[0].id;
    const submit = async (type: 1 | 2) => {
      const r = await submitAs(buyer.api, o.id, lineId, type);
      expect(r.status, r.msg).toBe(200);
      expect((await operator.post('/api/admin/aftersale/approve', { id: r.data.id })).data.state).toBe('approved');
      return r.data as { id: number; asNo: string };
    };
    const refundOnly = await submit(1);
    const waiting = await submit(2);
    const received = await submit(2);
    const shipped = await buyer.api.post('/api/afterSales/shipBack', { id: received.id, carrier: '顺丰速运', trackingNo: 'SF123456789' });
    expect(shipped.status, shipped.msg).toBe(200);
    expect((await operator.post('/api/admin/aftersale/receive', { id: received.id })).data.state).toBe('received');

    const list = await refundList();
    expect(list.nos.sort()).toEqual([refundOnly.asNo, received.asNo].sort());
    expect(list.total).toBe(2);
    expect(await queueCount('as-refund')).toBe(2);
    // The operator command's queue is the back office's: by its key or its name, the same records.
    expect((await opsList('--queue', 'refund')).sort()).toEqual(list.nos);
    expect((await opsList('--queue', '待退款')).sort()).toEqual(list.nos);
    expect(await opsList('--queue', 'returning')).not.toContain(waiting.asNo);
    expect(await opsList('--state', 'approved')).toEqual(expect.arrayContaining([waiting.asNo, refundOnly.asNo]));
    const unknown = await ops(srv.dataDir, 'aftersale:list', '--queue', '待发货');
    expect([unknown.code !== 0, unknown.err.trim()]).toEqual([
      true,
      '未知队列：待发货（可选：decide=售后待审核，returning=待收退货，refund=待退款）',
    ]);
    const both = await ops(srv.dataDir, 'aftersale:list', '--queue', 'refund', '--state', 'approved');
    expect([both.code !== 0, both.err.trim()]).toEqual([true, '--queue 与 --state 只能选一个']);
    // The approved return is where it can be worked on: its state's list, and its detail page offers no refund.
    expect((await operator.page('/admin/aftersales?state=approved')).html).toContain(waiting.asNo);
    const page = (await operator.page(`/admin/aftersales/${waiting.id}`)).html;
    expect(page).toContain('等待买家寄回商品');
    expect(page).not.toContain('/api/admin/aftersale/refund');
    expect((await operator.page(`/admin/aftersales/${refundOnly.id}`)).html).toContain('/api/admin/aftersale/refund');

    // Each one in the queue can be refunded now, and leaves the queue when it is.
    for (const r of [refundOnly, received])
      expect((await operator.post('/api/admin/aftersale/refund', { id: r.id })).data.state).toBe('refunded');
    expect(await refundList()).toEqual({ nos: [], total: 0 });
    expect(await queueCount('as-refund')).toBe(0);
    expect(await opsList('--queue', 'refund')).toEqual([]);
  });
});
