// Orders and everything hanging off them. State names and transitions live in src/lib/server/orders/state.ts;
// later domains (contracts, after-sales, evaluations, notices, invoices) reference orders.id and order_lines.id.
import { pgTable, serial, integer, text, varchar, timestamp, index, uniqueIndex, jsonb, date } from 'drizzle-orm/pg-core';
import { fen } from './money.ts';
import { users, companies } from './accounts.ts';

/** Delivery address as it was when the order was placed (the address book may change later). */
export interface AddressSnapshot {
  realName: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

/** Invoice choice as it was when the order was placed: type 0 none, 1 普通 (ordinary), 2 专用 (VAT special). */
export interface InvoiceSnapshot {
  type: 1 | 2;
  title: string;
  taxNo: string;
  regAddress: string;
  regPhone: string;
  bank: string;
  bankAccount: string;
  /** The saved invoice title chosen at checkout (the default when the buyer later applies for this order's invoice). */
  titleId?: number;
}

/** The requirement form of a custom line (types 2, 3): one shape shared with the cart (src/lib/shared/custom-form.ts). */
export type { CustomForm } from '~/lib/shared/custom-form.ts';
import type { CustomForm } from '~/lib/shared/custom-form.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to buyers and written as the bank-transfer memo, e.g. QL20260701123456789012. */
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who placed it (main or sub-account). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** See orders/state.ts (unpaid, quoting, …). */
    state: varchar('state', { length: 20 }).notNull(),
    /** 'normal', or 'quote' when it holds custom goods priced by an operator. */
    kind: varchar('kind', { length: 10 }).notNull().default('normal'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    invoiceType: integer('invoice_type').notNull().default(0),
    invoice: jsonb('invoice').$type<InvoiceSnapshot | null>(),
    userCouponId: integer('user_coupon_id'),
    couponTitle: varchar('coupon_title', { length: 60 }).notNull().default(''),
    /** Money in fen: payable = goodsTotal + freight - discount. */
    goodsTotal: fen('goods_total').notNull(),
    freight: fen('freight').notNull().default(0),
    discount: fen('discount').notNull().default(0),
    payable: fen('payable').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** 'bank' | 'wechat' once the buyer picked one. */
    payMethod: varchar('pay_method', { length: 10 }),
    /** Client-made key of the submission: a retry or double click finds the same order. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** Unpaid orders are cancelled by the sweeper after this moment. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    /** Promised delivery date (set by the operator's quote for custom goods). */
    deliveryDate: date('delivery_date'),
    carrier: varchar('carrier', { length: 30 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    uniqueIndex('orders_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_company_state_idx').on(t.companyId, t.state, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_state_deadline_idx').on(t.state, t.payDeadline),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    /** Snapshots: the catalogue may change after the order. */
    productName: varchar('product_name', { length: 120 }).notNull(),
    productCode: varchar('product_code', { length: 32 }).notNull().default(''),
    skuCode: varchar('sku_code', { length: 40 }).notNull().default(''),
    image: text('image').notNull().default(''),
    goodsTypeId: integer('goods_type_id').notNull(),
    unitName: varchar('unit_name', { length: 10 }).notNull().default('件'),
    specs: jsonb('specs').$type<Record<string, string>>().notNull(),
    custom: jsonb('custom').$type<CustomForm | null>(),
    artworkFileIds: jsonb('artwork_file_ids').$type<number[]>().notNull().default([]),
    num: integer('num').notNull(),
    /** Fen; 0 on custom lines until the operator's quote. */
    unitPrice: fen('unit_price').notNull(),
    /** The unit price before the reduction named in priceNote (折扣专区8.8折, 秒杀价, 拼团价); meaningful only with a note. */
    listUnitPrice: fen('list_unit_price').notNull().default(0),
    priceNote: varchar('price_note', { length: 30 }).notNull().default(''),
    lineTotal: fen('line_total').notNull(),
    /**
     * Fen of the order's coupon discount carried by this line: the coupon's discount shared by the lines it covers
     * (its category's, or all), by line total (orders/totals.ts couponShares). What a refund of the line may return
     * is its total less this. Null on lines of orders placed before it was kept (their discount is shared by all lines).
     */
    couponShare: integer('coupon_share'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

/**
 * Payment attempts. Bank transfer: one row per uploaded receipt (pending → confirmed | rejected).
 * WeChat Pay: one row per successful notification, unique by the provider's transaction id.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id'),
    method: varchar('method', { length: 10 }).notNull(),
    amount: fen('amount').notNull(),
    transactionId: varchar('transaction_id', { length: 64 }),
    receiptFileId: integer('receipt_file_id'),
    /** pending | confirmed | rejected */
    state: varchar('state', { length: 12 }).notNull(),
    rejectReason: varchar('reject_reason', { length: 200 }),
    raw: jsonb('raw').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_transaction_uq').on(t.transactionId), index('payments_order_idx').on(t.orderId, t.createdAt)],
);

/** The quote of an order holding custom goods: requested → quoted → accepted | declined. */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 12 }).notNull().default('requested'),
    /** Fen: the quoted goods total and freight. */
    goodsTotal: fen('goods_total'),
    freight: fen('freight'),
    deliveryDate: date('delivery_date'),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('quotes_order_uq').on(t.orderId)],
);

/**
 * WeChat Pay platform certificates, downloaded from /v3/certificates (decrypted with the APIv3 key) and shared by
 * every app server: answers and notifications signed by any certificate still within its validity are accepted.
 */
export const wechatPlatformCerts = pgTable('wechat_platform_certs', {
  serialNo: varchar('serial_no', { length: 64 }).primaryKey(),
  /** PEM text of the X.509 certificate. */
  certificate: text('certificate').notNull(),
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** When this server group last downloaded the list that contained it. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
