// Invoice requests (我的发票): a company asks for one invoice over one or several paid orders with a saved
// invoice title; an operator issues it by attaching a PDF, or rejects it; the buyer may withdraw it while it waits.
// States: requested → issued | rejected | withdrawn (invoices/state.ts).
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, varchar, timestamp, index, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { fen } from './money.ts';
import { users, companies } from './accounts.ts';
import { orders } from './orders.ts';
import { files } from './shopping.ts';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The saved title it was made from (it may be deleted later: the snapshot below stays). */
    titleId: integer('title_id'),
    /** 1 普通 (ordinary), 2 专用 (VAT special). */
    type: integer('type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 18 }).notNull(),
    regAddress: varchar('reg_address', { length: 120 }).notNull().default(''),
    regPhone: varchar('reg_phone', { length: 20 }).notNull().default(''),
    bank: varchar('bank', { length: 60 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    /** Fen: what was paid for the orders, less refunds, when requested. */
    amount: fen('amount').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    state: varchar('state', { length: 12 }).notNull().default('requested'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    /** The issued PDF (files.kind 'invoice', private to the company). */
    fileId: integer('file_id').references(() => files.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** When the buyer withdrew the request (撤回, while it was still 待开票). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * Fen refunded after issue that staff have recorded a red-letter correction (红冲) for: the invoice needs 红冲
     * while its refunds after issue come to more (invoices/red-flush.ts).
     */
    redFlushedAmount: fen('red_flushed_amount').notNull().default(0),
    /** The red-letter invoice's number, when staff gave it with the last 红冲 recorded. */
    redFlushNo: varchar('red_flush_no', { length: 40 }),
    redFlushedAt: timestamp('red_flushed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_no_uq').on(t.invoiceNo),
    index('invoices_company_idx').on(t.companyId, t.createdAt),
    index('invoices_state_idx').on(t.state, t.createdAt),
  ],
);

/**
 * The orders of an invoice. An order is in at most one active (requested or issued) invoice: a rejected or withdrawn
 * request frees its orders (the invoice machine's `freeOrders`).
 */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: fen('amount').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('invoice_orders_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_orders_active_uq')
      .on(t.orderId)
      .where(sql`${t.active}`),
  ],
);
