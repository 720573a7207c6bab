import { ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { staffHandler } from '../../../../lib/server/staff/context.ts';
import { hotWordsBody } from '../../../../lib/server/admin/schemas.ts';
import { hotWordList, saveHotWords } from '../../../../lib/server/storefront/manage.ts';
import { audited } from '../../../../lib/server/staff/audit.ts';

/** Editors: the search box's hot words, in order. */
export const POST = staffHandler('storefront', async (ctx, me) => {
  const { words } = await readJson(ctx.request, hotWordsBody);
  await audited(await getDb(), me, (tx) => saveHotWords(tx, words), { action: 'hotwords.save', targetType: 'hotwords', targetId: 'hotwords', label: '热搜词', before: (tx) => hotWordList(tx) });
  return ok({ words }, '热搜词已保存');
});
