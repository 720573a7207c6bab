import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireAnyPermission } from '~/lib/server/account/guard.ts';
import { listInvoiceTitles } from '~/lib/server/account/invoice-titles.ts';
import { accountCalls } from '~/lib/shared/contracts/account.ts';

/** The company's invoice titles: for those who manage invoices and for buyers choosing one at settlement. */
export const GET = serve(accountCalls['GET /api/billInfo/list'], async (ctx) =>
  listInvoiceTitles(await getDb(), requireAnyPermission(ctx, ['invoice', 'buy'])),
);
