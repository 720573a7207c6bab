import { handler } from '../../../lib/server/http.ts';
import { getDb } from '../../../lib/server/db/index.ts';
import { requireUser } from '../../../lib/server/context.ts';
import { invoiceForm } from '../../../lib/server/invoices/form.ts';

/** {orders, titles}: paid orders that can be invoiced (amount = paid less refunds) and the saved invoice titles. */
export const GET = handler(async (ctx) => invoiceForm(await getDb(), requireUser(ctx)));
