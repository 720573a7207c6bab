import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { deleteNotice, noticeSnapshot } from '~/lib/server/content/notices.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Editors: removes a notice. */
export const POST = serve(
  adminCalls['POST /api/admin/notice/delete'],
  asStaff('content', async (ctx, me, read) => {
    const { id, version } = await read.body();
    await audited(await getDb(), me, (tx) => deleteNotice(tx, id, version), {
      action: 'notice.delete',
      targetType: 'notice',
      targetId: id,
      label: (r) => r.title,
      before: (tx) => noticeSnapshot(tx, id),
      after: async () => null,
    });
    return reply({ id }, '公告已删除');
  }),
);
