import { serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { STAFF_PERMISSION_KEYS, staffCan } from '~/lib/shared/staff-roles.ts';

/** The signed-in staff member and what the permission table lets them do. */
export const GET = serve(
  adminCalls['GET /api/admin/me'],
  asStaff(null, async (_ctx, me) => ({
    id: me.id,
    username: me.username,
    name: me.name,
    roles: me.roles,
    permissions: STAFF_PERMISSION_KEYS.filter((p) => staffCan(me, p)),
  })),
);
