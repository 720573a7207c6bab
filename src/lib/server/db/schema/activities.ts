// Activity tables: seckill (flash sale) slots, goods, daily sales and reservations; discounts; group-buys.
import { pgTable, serial, integer, varchar, timestamp, boolean, index, uniqueIndex, date } from 'drizzle-orm/pg-core';
import { fen } from './money.ts';
import { sql } from 'drizzle-orm';
import { users, companies } from './accounts.ts';

/** A daily recurring time slot, in minutes after midnight China time (end exclusive). */
export const seckillSlots = pgTable(
  'seckill_slots',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 20 }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [index('seckill_slots_start_idx').on(t.startMinute)],
);

/** A seckill offer: one SKU at a flash price in a slot, with a stock per day and a per-account limit per day. */
export const seckillGoods = pgTable(
  'seckill_goods',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => seckillSlots.id),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    image: varchar('image', { length: 300 }).notNull(),
    price: fen('price').notNull(),
    otPrice: fen('ot_price').notNull(),
    stock: integer('stock').notNull(),
    limitPerUser: integer('limit_per_user').notNull().default(1),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('seckill_goods_slot_idx').on(t.slotId, t.sort)],
);

/** Units taken per offer and day: the stock counter, changed only by conditional upserts. */
export const seckillSales = pgTable(
  'seckill_sales',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => seckillGoods.id),
    day: date('day').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [uniqueIndex('seckill_sales_goods_day_uq').on(t.goodsId, t.day)],
);

/** Units taken per offer, day and account: the per-account limit counter. */
export const seckillUserTotals = pgTable(
  'seckill_user_totals',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => seckillGoods.id),
    day: date('day').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(0),
  },
  (t) => [uniqueIndex('seckill_user_totals_uq').on(t.goodsId, t.day, t.userId)],
);

/** A seckill purchase: reserved → ordered (an order holds it) → paid; or released (stock returned). */
export const seckillReservations = pgTable(
  'seckill_reservations',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => seckillGoods.id),
    day: date('day').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    num: integer('num').notNull(),
    price: fen('price').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('reserved'),
    orderId: integer('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seckill_reservations_user_idx').on(t.userId, t.createdAt),
    index('seckill_reservations_status_idx').on(t.status, t.expiresAt),
    index('seckill_reservations_order_idx').on(t.orderId),
    // One live reservation per account, offer and day: buying again returns it (parallel repeats meet here).
    uniqueIndex('seckill_reservations_live_uq')
      .on(t.goodsId, t.day, t.userId)
      .where(sql`${t.status} = 'reserved'`),
  ],
);

/** Discount zone: a product sold at rate percent of its price (e.g. 85 = 8.5折) within an optional window. */
export const discountGoods = pgTable(
  'discount_goods',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    rate: integer('rate').notNull(),
    label: varchar('label', { length: 20 }).notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('discount_goods_sort_idx').on(t.sort), uniqueIndex('discount_goods_product_uq').on(t.productId)],
);

/** A group-buy offer (combination item): people buyers must pay within windowHours of the group's start. */
export const groupBuys = pgTable(
  'group_buys',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    image: varchar('image', { length: 300 }).notNull(),
    productPrice: fen('product_price').notNull(),
    otPrice: fen('ot_price').notNull(),
    people: integer('people').notNull(),
    windowHours: integer('window_hours').notNull().default(24),
    /** Units per member. */
    num: integer('num').notNull().default(1),
    sales: integer('sales').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('group_buys_sort_idx').on(t.sort)],
);

/** One started group: open → complete | failed. */
export const groupTeams = pgTable(
  'group_teams',
  {
    id: serial('id').primaryKey(),
    groupBuyId: integer('group_buy_id')
      .notNull()
      .references(() => groupBuys.id),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id),
    people: integer('people').notNull(),
    paidCount: integer('paid_count').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_teams_buy_idx').on(t.groupBuyId, t.status), index('group_teams_open_idx').on(t.status, t.expiresAt)],
);

/** A member of a group: unpaid → paid → (refund → refunded when the group fails); unpaid → cancelled. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => groupTeams.id),
    groupBuyId: integer('group_buy_id')
      .notNull()
      .references(() => groupBuys.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    isLeader: boolean('is_leader').notNull().default(false),
    num: integer('num').notNull(),
    price: fen('price').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('unpaid'),
    orderId: integer('order_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_members_team_user_uq').on(t.teamId, t.userId),
    index('group_members_user_idx').on(t.userId, t.createdAt),
    index('group_members_status_idx').on(t.status),
    index('group_members_order_idx').on(t.orderId),
  ],
);
