// Who may order and pay: company review status and sub-account permissions.
import type { SessionUser } from '~/lib/server/auth/sessions.ts';
import { can } from '~/lib/server/auth/permissions.ts';
import { forbidden } from '~/lib/server/http.ts';
import { assertCan } from '~/lib/server/context.ts';

/** Only approved companies order; sub-accounts need the 'buy' permission. */
export function assertCanBuy(me: SessionUser) {
  if (me.companyStatus === 'pending') throw forbidden('企业资质正在审核中，审核通过后即可下单');
  if (me.companyStatus !== 'approved') throw forbidden('企业资质审核未通过，请重新提交企业资料，审核通过后即可下单');
  assertCan(me, 'buy');
}

export const assertCanPay = (me: SessionUser) => assertCan(me, 'pay');
