import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MENU_BADGES, menuFor } from '~/lib/server/account/menu.ts';
import { badgeText } from '~/lib/shared/marks.ts';
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { sessionUser } from '../helpers/session-user.ts';

const user = (parentId: number | null, identity: string) => sessionUser(identity, parentId);
const hrefs = (u: SessionUser | null) => menuFor(u).map((i) => i.href);

describe('personal-centre menu', () => {
  it('shows sub-account management to main accounts only, and entries by permission', () => {
    expect(hrefs(user(null, 'main'))).toEqual(
      expect.arrayContaining(['/userInfo', '/address', '/invoiceAdmin', '/childAcc', '/myOrder', '/favorites']),
    );
    expect(hrefs(user(1, 'admin'))).not.toContain('/childAcc');
    expect(hrefs(user(1, 'buyer'))).toEqual(expect.arrayContaining(['/address', '/invoiceAdmin']));
    expect(hrefs(user(1, 'finance'))).not.toContain('/address');
    expect(hrefs(null)).toEqual([]);
  });

  it('offers 我的发票, 我的合同 and 售后记录 only with the permission their calls require', () => {
    expect(hrefs(user(null, 'main'))).toEqual(expect.arrayContaining(['/invoice', '/myContract', '/asRecord']));
    expect(hrefs(user(1, 'buyer'))).not.toContain('/invoice');
    expect(hrefs(user(1, 'buyer'))).not.toContain('/myContract');
    expect(hrefs(user(1, 'finance'))).toEqual(expect.arrayContaining(['/invoice', '/myContract']));
    expect(hrefs(user(1, 'finance'))).not.toContain('/asRecord');
  });

  it('registers the unread order-notice count on 消息通知', () => {
    expect(MENU_BADGES.some((b) => b.href === '/orderInform')).toBe(true);
  });

  it('reads each badge as an SQL count (a column of the furniture query); above 99 reads 99+', () => {
    // The counts themselves are read on pages: tests/api/integ-menu.test.ts and tests/api/query-count.test.ts.
    for (const b of MENU_BADGES) expect(b.count({ $count: () => 'sql' } as never, sql.placeholder('userId'))).toBe('sql');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});
