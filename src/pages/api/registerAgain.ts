import { z } from 'zod';
import { forbidden, handler, readJson } from '../../lib/server/http.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { companyNameSchema } from '../../lib/shared/validation.ts';
import { registerAgain } from '../../lib/server/auth/accounts.ts';
import { requireUser } from '../../lib/server/context.ts';

const schema = z.strictObject({
  companyName: companyNameSchema.shape.companyName,
  contactName: z.string({ error: '请输入联系人' }).trim().min(1, '请输入联系人').max(20, '联系人最多20个字'),
});

/** A rejected company resubmits its registration for review. */
export const POST = handler(async (ctx) => {
  // refused before the body is read, so a sub-account learns nothing from validation messages
  const me = requireUser(ctx);
  if (me.parentId !== null) throw forbidden('仅主账号可以重新提交认证');
  const input = await readJson(ctx.request, schema);
  return registerAgain(await getDb(), me, input);
});
