import { handler, readJson } from '../../../../lib/server/http.ts';
import { getDb } from '../../../../lib/server/db/index.ts';
import { companyNameSchema } from '../../../../lib/shared/validation.ts';
import { isCompanyNameTaken } from '../../../../lib/server/auth/accounts.ts';

/** Is this company name still free? */
export const POST = handler(async ({ request }) => {
  const { companyName } = await readJson(request, companyNameSchema);
  const taken = await isCompanyNameTaken(await getDb(), companyName);
  return { available: !taken, msg: taken ? '该企业名称已注册' : '该企业名称可以使用' };
});
