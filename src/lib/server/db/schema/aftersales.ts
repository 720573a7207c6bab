// After the order is paid: purchase contracts, after-sales records (with their own transition log),
// evaluations of order lines and the order notices sent to buyers. State rules live in src/lib/server/aftersales/.
import { pgTable, serial, integer, text, varchar, timestamp, index, uniqueIndex, jsonb, boolean } from 'drizzle-orm/pg-core';
import { fen } from './money.ts';
import { users, companies } from './accounts.ts';
import { orders, orderLines } from './orders.ts';

export interface ContractParty {
  name: string;
  creditCode: string;
  address: string;
  contact: string;
  phone: string;
  bank?: string;
  account?: string;
}

export interface ContractLine {
  productName: string;
  productCode: string;
  specs: string;
  unitName: string;
  num: number;
  unitPrice: number;
  /** The unit price before the reduction named in priceNote (contracts made before notes existed have neither). */
  listUnitPrice?: number;
  priceNote?: string;
  lineTotal: number;
}

/** A purchase contract: one per paid order, a snapshot taken when the payment was confirmed. */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    contractNo: varchar('contract_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    buyer: jsonb('buyer').$type<ContractParty>().notNull(),
    seller: jsonb('seller').$type<ContractParty>().notNull(),
    lines: jsonb('lines').$type<ContractLine[]>().notNull(),
    /** Fen. amount = goodsTotal + freight - discount (the order's payable). */
    goodsTotal: fen('goods_total').notNull(),
    freight: fen('freight').notNull(),
    discount: fen('discount').notNull(),
    amount: fen('amount').notNull(),
    delivery: jsonb('delivery').$type<{ address: string; receiver: string; date: string }>().notNull(),
    terms: jsonb('terms').$type<string[]>().notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contracts_order_uq').on(t.orderId),
    uniqueIndex('contracts_no_uq').on(t.contractNo),
    index('contracts_company_idx').on(t.companyId, t.signedAt),
  ],
);

/** An after-sales record on one order line. type 1 仅退款 (refund only), 2 退货退款 (return and refund). */
export const aftersales = pgTable(
  'aftersales',
  {
    id: serial('id').primaryKey(),
    asNo: varchar('as_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who applied. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: integer('type').notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    imageFileIds: jsonb('image_file_ids').$type<number[]>().notNull().default([]),
    num: integer('num').notNull(),
    /**
     * Fen, never above what the buyer paid for the line (see shared/refund-caps.ts), plus `freight` when the record
     * is the one refunding the last of an unshipped order.
     */
    refundAmount: fen('refund_amount').notNull(),
    /** Fen of refundAmount that is the order's freight: the last record of an order never shipped carries it (submit.ts claimableLines). */
    freight: fen('freight').notNull().default(0),
    /** See aftersales/state.ts. */
    state: varchar('state', { length: 12 }).notNull(),
    rejectReason: varchar('reject_reason', { length: 200 }),
    returnCarrier: varchar('return_carrier', { length: 30 }),
    returnTrackingNo: varchar('return_tracking_no', { length: 40 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The application form's submission key (submitAftersale): one record per key and buyer. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aftersales_no_uq').on(t.asNo),
    uniqueIndex('aftersales_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('aftersales_company_idx').on(t.companyId, t.createdAt),
    index('aftersales_order_idx').on(t.orderId),
    index('aftersales_line_idx').on(t.orderLineId),
    index('aftersales_state_idx').on(t.state, t.createdAt),
  ],
);

/** One evaluation per order line; shown publicly on the product page (images are public files). */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productScore: integer('product_score').notNull(),
    serviceScore: integer('service_score').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    imageFileIds: jsonb('image_file_ids').$type<number[]>().notNull().default([]),
    /** Public URLs of the images, kept beside the ids so the product page needs no join. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The SKU text as ordered, e.g. "A4 / 157g铜版纸". */
    skuText: varchar('sku_text', { length: 120 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluations_line_uq').on(t.orderLineId),
    index('evaluations_product_idx').on(t.productId, t.createdAt),
    index('evaluations_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** A message to one user about one of their orders (or after-sales records). */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    aftersaleId: integer('aftersale_id').references(() => aftersales.id, { onDelete: 'cascade' }),
    /** The event, e.g. 'quote', 'confirm_payment', 'aftersale_approve'. */
    kind: varchar('kind', { length: 30 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    content: text('content').notNull(),
    link: varchar('link', { length: 120 }).notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notices_user_idx').on(t.userId, t.createdAt), index('order_notices_user_unread_idx').on(t.userId, t.isRead)],
);
