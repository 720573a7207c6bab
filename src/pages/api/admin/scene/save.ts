import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { sceneBody } from '../../../../lib/server/admin/schemas.ts';
import { saveScene, sceneSnapshot } from '../../../../lib/server/catalogue/scenes.ts';
import { assertPublicPictures } from '../../../../lib/server/uploads.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Merchandisers: a scene of 场景购 (name, pictures, introduction, its products in order). */
export const POST = staffHandler('catalogue', async (ctx, me) => {
  const s = await readJson(ctx.request, sceneBody);
  const db = await getDb();
  await assertPublicPictures(db, [s.pic, s.banner].filter(Boolean));
  const row = await audited(db, me, (tx) => saveScene(tx, s), {
    action: 'scene.save', targetType: 'scene', targetId: s.id ?? '', label: (r) => r.scenesName,
    before: async (tx) => (s.id ? sceneSnapshot(tx, s.id) : null), after: (tx, r) => sceneSnapshot(tx, r.id),
  });
  return ok({ id: row.id }, '场景已保存');
});
