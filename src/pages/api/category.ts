import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { categoryTree } from '~/lib/server/catalogue/categories.ts';
import { log } from '~/lib/server/log.ts';
import { storeCalls } from '~/lib/shared/contracts/store.ts';

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const answer = (http: number, body: { status: number; success: boolean; msg: string; data: unknown }) =>
  new Response(JSON.stringify(body), { status: http, headers: HEADERS });

/** The category tree (SPEC §7): status, success, data, msg; 无分类信息！ when empty, 分类查询失败 when the query fails. */
export const GET = serve(storeCalls['GET /api/category'], async () => {
  try {
    const data = await categoryTree(await getDb());
    if (!data.length) return answer(200, { status: 200, success: false, msg: '无分类信息！', data: [] });
    return answer(200, { status: 200, success: true, msg: 'success', data });
  } catch (e) {
    log.error('category query failed', { err: String(e) });
    return answer(500, { status: 500, success: false, msg: '分类查询失败', data: [] });
  }
});
