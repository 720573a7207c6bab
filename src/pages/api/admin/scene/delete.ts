import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { idBody } from '../../../../lib/server/admin/schemas.ts';
import { deleteScene, sceneSnapshot } from '../../../../lib/server/catalogue/scenes.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Merchandisers: removes a scene (its products stay in the catalogue). */
export const POST = staffHandler('catalogue', async (ctx, me) => {
  const { id } = await readJson(ctx.request, idBody);
  await audited(await getDb(), me, (tx) => deleteScene(tx, id), {
    action: 'scene.delete', targetType: 'scene', targetId: id, label: (r) => r.scenesName, before: (tx) => sceneSnapshot(tx, id), after: async () => null,
  });
  return ok({ id }, '场景已删除');
});
