import { handler, readJson, badRequest, conflict } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { sendCodeSchema } from '../../../lib/shared/validation.ts';
import { issueCode } from '../../../lib/server/auth/sms.ts';
import { isPhoneRegistered } from '../../../lib/server/auth/accounts.ts';
import { clientAddressOf } from '../../../lib/server/context.ts';

/** Sends a 6-digit SMS code for register, login or reset. The code is never in the answer. */
export const POST = handler(async (ctx) => {
  const { request } = ctx;
  const { phone, purpose } = await readJson(request, sendCodeSchema);
  const db = await getDb();
  const registered = await isPhoneRegistered(db, phone);
  if (purpose === 'register' && registered) throw conflict('该手机号已注册，请直接登录');
  if (purpose !== 'register' && !registered) throw badRequest('该手机号未注册');
  await issueCode(db, phone, purpose, clientAddressOf(ctx));
  return { sent: true, ttl: 600, resendAfter: 60 };
});
