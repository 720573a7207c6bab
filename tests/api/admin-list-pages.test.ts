// A back-office list page past its last (?page=99 typed, or a link kept while the rows were worked off) redirects to
// the last page with rows, its filters kept, instead of showing 第 8/8 页 over an empty list (pastLastPage, asked by
// every list with a ListPager). Read-only: the suite's shared server.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF, staffLogin, type StaffClient } from '../helpers/staff.ts';

const base = inject('baseUrl');
const staff: Record<string, StaffClient> = {};
beforeAll(async () => {
  for (const who of ['admin', 'operator', 'merchandiser'] as const) staff[who] = await staffLogin(base, STAFF[who]);
});
/** Who works each list. */
const LISTS = {
  products: 'merchandiser',
  orders: 'operator',
  companies: 'operator',
  invoices: 'operator',
  aftersales: 'operator',
  payments: 'operator',
  audit: 'admin',
} as const;

/** The pager's own words on a page: 共 N 条，第 P/Q 页. */
const pager = (html: string) => /共 (\d+) 条，第 (\d+)\/(\d+) 页/.exec(html)!.slice(1).map(Number);

describe('a list page past the last', () => {
  for (const [list, who] of Object.entries(LISTS))
    it(`/admin/${list}?page=99 goes to the last page`, async () => {
      const admin = staff[who]!;
      const r = await admin.page(`/admin/${list}?page=99`);
      expect(r.status).toBe(302);
      const [total, , pages] = pager((await admin.page(`/admin/${list}`)).html);
      expect(r.location).toBe(pages === 1 ? `/admin/${list}` : `/admin/${list}?page=${pages}`);
      const last = await admin.page(r.location!);
      expect(last.status).toBe(200);
      expect(pager(last.html)).toEqual([total, pages, pages]);
    });

  it('keeps the filters, and a page that exists is shown as asked', async () => {
    const admin = staff.merchandiser!;
    const r = await admin.page('/admin/products?show=1&page=99');
    expect(r.status).toBe(302);
    expect(r.location).toMatch(/^\/admin\/products\?show=1(&page=\d+)?$/);
    expect((await admin.page('/admin/products?show=1&page=1')).status).toBe(200);
    // a bad filter is the page's own 400, not a redirect
    expect((await staff.operator!.page('/admin/orders?from=2020-13-01&page=99')).status).toBe(400);
  });
});
