import { handler, parseWith } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { requireUser } from '../../../../lib/server/context.ts';
import { asDetail } from '../../../../lib/server/aftersales/read.ts';
import { idSchema } from '../../../../lib/server/aftersales/schemas.ts';

export const GET = handler(async (ctx) => {
  const me = requireUser(ctx);
  const { id } = parseWith(idSchema, { id: ctx.params.id });
  return asDetail(await getDb(), me, id);
});
