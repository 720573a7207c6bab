import { serve } from '~/lib/server/serve.ts';
import { getDb } from '~/lib/server/db/index.ts';
import { requireUser } from '~/lib/server/context.ts';
import { invoiceForm } from '~/lib/server/invoices/form.ts';
import { orderCalls } from '~/lib/shared/contracts/orders.ts';

/** {orders, titles}: paid orders that can be invoiced (amount = paid less refunds) and the saved invoice titles. */
export const GET = serve(orderCalls['GET /api/invoice/form'], async (ctx) => invoiceForm(await getDb(), requireUser(ctx)));
