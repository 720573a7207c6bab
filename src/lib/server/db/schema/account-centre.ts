// Tables of the account centre that other domains read (orders use addresses, invoice titles and coupons).
import { pgTable, serial, integer, text, varchar, timestamp, boolean, index } from 'drizzle-orm/pg-core';
import { fen } from './money.ts';
import { users, companies } from './accounts.ts';

/** Delivery addresses belong to a user; region codes are GB/T 2260 codes from the region data package. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    realName: varchar('real_name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    provinceCode: varchar('province_code', { length: 12 }).notNull(),
    cityCode: varchar('city_code', { length: 12 }).notNull(),
    districtCode: varchar('district_code', { length: 12 }).notNull(),
    province: varchar('province', { length: 30 }).notNull(),
    city: varchar('city', { length: 30 }).notNull(),
    district: varchar('district', { length: 30 }).notNull(),
    detail: varchar('detail', { length: 120 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Invoice titles (发票抬头): type 1 普通 (ordinary), 2 专用 (VAT special). Shared by the whole company. */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: integer('type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 18 }).notNull(),
    regAddress: varchar('reg_address', { length: 120 }).notNull().default(''),
    regPhone: varchar('reg_phone', { length: 20 }).notNull().default(''),
    bank: varchar('bank', { length: 60 }).notNull().default(''),
    bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_titles_company_idx').on(t.companyId)],
);

/**
 * Coupon templates. type 'full' = 满减 (minAmount → amount off), 'discount' = 折扣 (rate in percent, e.g. 90 = 9折, capped by amount).
 * Validity is either a fixed window (startAt/endAt) or validDays after claiming.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 60 }).notNull(),
  type: varchar('type', { length: 10 }).notNull().default('full'),
  amount: fen('amount').notNull(),
  rate: integer('rate').notNull().default(100),
  minAmount: fen('min_amount').notNull().default(0),
  /** 0 = all goods; otherwise limited to this top category. */
  cate1Id: integer('cate1_id').notNull().default(0),
  total: integer('total').notNull().default(0),
  claimed: integer('claimed').notNull().default(0),
  perUser: integer('per_user').notNull().default(1),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  validDays: integer('valid_days').notNull().default(0),
  /** Shown in the coupon centre (/indexpage/getcoupon) for claiming. */
  claimable: boolean('claimable').notNull().default(true),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's coupon: status 0 unused, 1 used, 2 expired (also derived from validUntil). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_coupons_user_idx').on(t.userId, t.status), index('user_coupons_coupon_idx').on(t.couponId)],
);
