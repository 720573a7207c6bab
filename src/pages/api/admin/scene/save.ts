import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { saveScene, sceneSnapshot } from '~/lib/server/catalogue/scenes.ts';
import { assertPublicPictures } from '~/lib/server/uploads.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: a scene of 场景购 (name, pictures, introduction, its products in order). */
export const POST = serve(
  adminCalls['POST /api/admin/scene/save'],
  asStaff('catalogue', async (ctx, me, read) => {
    const s = await read.body();
    const db = await getDb();
    await assertPublicPictures(db, [s.pic, s.banner].filter(Boolean));
    const row = await audited(db, me, (tx) => saveScene(tx, s), {
      action: 'scene.save',
      targetType: 'scene',
      targetId: s.id ?? '',
      label: (r) => r.scenesName,
      before: async (tx) => (s.id ? sceneSnapshot(tx, s.id) : null),
      after: (tx, r) => sceneSnapshot(tx, r.id),
    });
    return reply({ id: row.id }, '场景已保存');
  }),
);
