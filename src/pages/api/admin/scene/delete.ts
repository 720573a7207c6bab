import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { deleteScene, sceneSnapshot } from '~/lib/server/catalogue/scenes.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Merchandisers: removes a scene (its products stay in the catalogue). */
export const POST = serve(
  adminCalls['POST /api/admin/scene/delete'],
  asStaff('catalogue', async (ctx, me, read) => {
    const { id, version } = await read.body();
    await audited(await getDb(), me, (tx) => deleteScene(tx, id, version), {
      action: 'scene.delete',
      targetType: 'scene',
      targetId: id,
      label: (r) => r.scenesName,
      before: (tx) => sceneSnapshot(tx, id),
      after: async () => null,
    });
    return reply({ id }, '场景已删除');
  }),
);
