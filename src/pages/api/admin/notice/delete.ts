import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { idBody } from '../../../../lib/server/admin/schemas.ts';
import { deleteNotice, noticeSnapshot } from '../../../../lib/server/content/notices.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Editors: removes a notice. */
export const POST = staffHandler('content', async (ctx, me) => {
  const { id } = await readJson(ctx.request, idBody);
  await audited(await getDb(), me, (tx) => deleteNotice(tx, id), {
    action: 'notice.delete', targetType: 'notice', targetId: id, label: (r) => r.title, before: (tx) => noticeSnapshot(tx, id), after: async () => null,
  });
  return ok({ id }, '公告已删除');
});
