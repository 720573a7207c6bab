import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { noticeSnapshot, saveNotice } from '~/lib/server/content/notices.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Editors: publishes a notice (/public) or changes one; Markdown is sanitised when shown. */
export const POST = serve(
  adminCalls['POST /api/admin/notice/save'],
  asStaff('content', async (ctx, me, read) => {
    const n = await read.body();
    const row = await audited(await getDb(), me, (tx) => saveNotice(tx, { ...n, publishedAt: n.publishedAt ?? undefined }), {
      action: 'notice.save',
      targetType: 'notice',
      targetId: n.id ?? '',
      label: (r) => r.title,
      before: async (tx) => (n.id ? noticeSnapshot(tx, n.id) : null),
      after: (tx, r) => noticeSnapshot(tx, r.id),
    });
    return reply({ id: row.id }, '公告已保存');
  }),
);
