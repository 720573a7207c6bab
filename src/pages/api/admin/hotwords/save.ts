import { reply, serve } from '~/lib/server/serve.ts';
import { adminCalls } from '~/lib/shared/contracts/admin.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { asStaff } from '~/lib/server/staff/context.ts';
import { hotWordList, saveHotWords } from '~/lib/server/storefront/manage.ts';
import { audited } from '~/lib/server/staff/audit.ts';

/** Editors: the search box's hot words, in order. */
export const POST = serve(
  adminCalls['POST /api/admin/hotwords/save'],
  asStaff('storefront', async (ctx, me, read) => {
    const { words, version } = await read.body();
    await audited(await getDb(), me, (tx) => saveHotWords(tx, words, version), {
      action: 'hotwords.save',
      targetType: 'hotwords',
      targetId: 'hotwords',
      label: '热搜词',
      before: (tx) => hotWordList(tx),
    });
    return reply({ words }, '热搜词已保存');
  }),
);
