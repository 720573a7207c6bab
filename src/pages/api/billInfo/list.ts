import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireAnyPermission } from '../../../lib/server/account/guard.ts';
import { listInvoiceTitles } from '../../../lib/server/account/invoice-titles.ts';

/** The company's invoice titles: for those who manage invoices and for buyers choosing one at settlement. */
export const GET = handler(async (ctx) => listInvoiceTitles(await getDb(), requireAnyPermission(ctx, ['invoice', 'buy'])));
