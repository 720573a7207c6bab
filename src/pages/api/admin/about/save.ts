import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { aboutBody } from '../../../../lib/server/admin/schemas.ts';
import { saveAbout } from '../../../../lib/server/storefront/manage.ts';
import { aboutInfo } from '../../../../lib/server/content/about.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Editors: 关于我们 — the platform's name, tagline, contact details and the seller's details. */
export const POST = staffHandler('content', async (ctx, me) => {
  const input = await readJson(ctx.request, aboutBody);
  await audited(await getDb(), me, (tx) => saveAbout(tx, input), {
    action: 'about.save', targetType: 'about', targetId: 'about', label: '关于我们', before: async (tx) => { const a = await aboutInfo(tx); return { site: a.site, seller: a.seller }; },
  });
  return ok(null, '已保存');
});
