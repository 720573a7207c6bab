// A signed-in buyer as the server's rules see it (auth/sessions.ts SessionUser), for unit tests of those rules.
import type { SessionUser } from '~/lib/server/auth/sessions.ts';

/** A main account has no parent; a sub-account's identity names its permissions. */
export const sessionUser = (identity: string, parentId: number | null = 1): SessionUser => ({
  id: 9,
  companyId: 1,
  parentId,
  phone: '13800000009',
  identity,
  companyStatus: 'approved',
  sessionId: 1,
  name: '13800000009',
});
