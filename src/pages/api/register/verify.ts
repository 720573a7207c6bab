import { badRequest, conflict } from '~/lib/server/http.ts';
import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { issueCode } from '~/lib/server/auth/sms.ts';
import { isPhoneRegistered } from '~/lib/server/auth/accounts.ts';
import { clientAddressOf } from '~/lib/server/context.ts';
import { authCalls } from '~/lib/shared/contracts/auth.ts';
import { PHONE_NOT_REGISTERED, PHONE_REGISTERED } from '~/lib/shared/messages.ts';

/** Sends a 6-digit SMS code for register, login or reset. The code is never in the answer. */
export const POST = serve(authCalls['POST /api/register/verify'], async (ctx, read) => {
  const { phone, purpose } = await read.body();
  const db = await getDb();
  const registered = await isPhoneRegistered(db, phone);
  if (purpose === 'register' && registered) throw conflict(PHONE_REGISTERED, 'phone');
  if (purpose !== 'register' && !registered) throw badRequest(PHONE_NOT_REGISTERED, 'phone');
  await issueCode(db, phone, purpose, clientAddressOf(ctx));
  return { sent: true as const, ttl: 600, resendAfter: 60 };
});
