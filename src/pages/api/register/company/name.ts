import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { isCompanyNameTaken } from '~/lib/server/auth/accounts.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';
import { COMPANY_NAME_TAKEN } from '~/lib/shared/messages.ts';

/** Is this company name still free? */
export const POST = serve(authCalls['POST /api/register/company/name'], async (_ctx, read) => {
  const { companyName } = await read.body();
  const taken = await isCompanyNameTaken(await getDb(), companyName);
  return { available: !taken, msg: taken ? COMPANY_NAME_TAKEN : '该企业名称可以使用' };
});
