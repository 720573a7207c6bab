import { badRequest, forbidden, handler, ok } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { can } from '../../../../lib/server/auth/permissions.ts';
import { requireBearer } from '../../../../lib/server/account/guard.ts';
import { deleteInvoiceTitle } from '../../../../lib/server/account/invoice-titles.ts';

/** The spec makes this delete a GET: it acts only with the bearer header, never with the cookie alone. */
export const GET = handler(async (ctx) => {
  const me = requireBearer(ctx);
  if (!can(me, 'invoice')) throw forbidden('当前账号没有此项权限，请联系企业主账号');
  const raw = ctx.params.id ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw badRequest('ID格式不正确');
  return ok(await deleteInvoiceTitle(await getDb(), me, Number(raw)), '删除成功');
});
