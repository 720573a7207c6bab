// Tables shared by the storefront and the cart/order domain: cart lines, favourites, footprints, uploaded files.
import type { CustomForm } from '~/lib/shared/custom-form.ts';
import {
  pgTable,
  serial,
  integer,
  text,
  varchar,
  timestamp,
  boolean,
  index,
  uniqueIndex,
  jsonb,
  date,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { users, companies } from './accounts.ts';

/**
 * A cart line. kind 'cart' lines live in the cart; kind 'buy' lines are made by "buy now" and only feed one settlement.
 * custom holds the requirement form of custom goods (types 2, 3): print parameters, notes, artwork file ids, template id.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    num: integer('num').notNull(),
    kind: varchar('kind', { length: 8 }).notNull().default('cart'),
    selected: boolean('selected').notNull().default(true),
    custom: jsonb('custom').$type<CustomForm | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId, t.kind)],
);

/**
 * A cart add's key (POST /api/car's idempotencyKey) and its answer: the same key sent again by its buyer (a retry
 * after a lost answer) is answered this instead of adding again. Kept a day (cart/add.ts pruneCartAddKeys).
 */
export const cartAddKeys = pgTable(
  'cart_add_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    cartId: integer('cart_id').notNull(),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('cart_add_keys_created_idx').on(t.createdAt)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourites_user_product_uq').on(t.userId, t.productId)],
);

/** One row per user, product and day (the footprint page groups by day). */
export const footprints = pgTable(
  'footprints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    viewedOn: date('viewed_on').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('footprints_user_product_day_uq').on(t.userId, t.productId, t.viewedOn),
    index('footprints_user_idx').on(t.userId, t.viewedAt),
  ],
);

/** Uploaded files, stored privately (storage key uploads/<storedName>: DATA_DIR/uploads or the bucket) with random names; served only to their company. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** Random public handle used in URLs (never the storage path). */
    key: varchar('key', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id),
    storedName: varchar('stored_name', { length: 80 }).notNull(),
    originalName: varchar('original_name', { length: 120 }).notNull().default(''),
    mime: varchar('mime', { length: 80 }).notNull(),
    size: integer('size').notNull(),
    /** Public files (avatars) may be shown to anyone holding the URL; private ones only to their company. */
    isPublic: boolean('is_public').notNull().default(false),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_key_uq').on(t.key),
    // A company's uploads of the last day (the upload allowance, uploads.ts).
    index('files_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    path: varchar('path', { length: 300 }).notNull(),
    referrer: text('referrer').notNull().default(''),
    userId: integer('user_id'),
    /** Who sent it (proxy.ts addressKey: an IPv4 address or an IPv6 /64), for the per-address hourly budget. */
    clientIp: varchar('client_ip', { length: 64 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_at_idx').on(t.at), index('page_views_client_ip_idx').on(t.clientIp, t.at)],
);
