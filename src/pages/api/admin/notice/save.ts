import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { noticeBody } from '../../../../lib/server/admin/schemas.ts';
import { noticeSnapshot, saveNotice } from '../../../../lib/server/content/notices.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Editors: publishes a notice (/public) or changes one; Markdown is sanitised when shown. */
export const POST = staffHandler('content', async (ctx, me) => {
  const n = await readJson(ctx.request, noticeBody);
  const row = await audited(await getDb(), me, (tx) => saveNotice(tx, { ...n, publishedAt: n.publishedAt ?? undefined }), {
    action: 'notice.save', targetType: 'notice', targetId: n.id ?? '', label: (r) => r.title,
    before: async (tx) => (n.id ? noticeSnapshot(tx, n.id) : null), after: (tx, r) => noticeSnapshot(tx, r.id),
  });
  return ok({ id: row.id }, '公告已保存');
});
