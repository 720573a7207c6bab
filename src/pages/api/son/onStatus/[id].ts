import { badRequest, handler, ok, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireMain } from '../../../../lib/server/context.ts';
import { setSubAccountStatus } from '../../../../lib/server/auth/sub-accounts.ts';
import { subAccountStatusSchema } from '../../../../lib/shared/sub-account.ts';

/** Body {status: 0|1}, or empty to toggle. Disabling logs the sub-account out everywhere. */
export const POST = handler(async (ctx) => {
  const me = requireMain(ctx);
  const raw = ctx.params.id ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw badRequest('ID格式不正确');
  const { status } = await readJson(ctx.request, subAccountStatusSchema);
  const sub = await setSubAccountStatus(await getDb(), me, Number(raw), status);
  return ok(sub, sub.status === 1 ? '已启用' : '已禁用');
});
