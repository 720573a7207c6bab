import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, boolean, index, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import { fen } from './money.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    cateName: varchar('cate_name', { length: 50 }).notNull(),
    level: integer('level').notNull(),
    pic: text('pic').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/** Goods types (qiliGoodsTypeId): 2 custom, 3 common custom, 4 standard, 5 spot sample. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    storeName: varchar('store_name', { length: 120 }).notNull(),
    storeInfo: varchar('store_info', { length: 300 }).notNull().default(''),
    keywords: varchar('keywords', { length: 200 }).notNull().default(''),
    goodsTypeId: integer('goods_type_id').notNull(),
    /** The category path; cate3Id may be 0 when a product sits on a second level. */
    cate1Id: integer('cate1_id').notNull(),
    cate2Id: integer('cate2_id').notNull(),
    cate3Id: integer('cate3_id').notNull().default(0),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Lowest SKU price and its list price, in fen (kept in step with the SKUs). */
    price: fen('price').notNull(),
    otPrice: fen('ot_price').notNull().default(0),
    unitName: varchar('unit_name', { length: 10 }).notNull().default('件'),
    minQty: integer('min_qty').notNull().default(1),
    stepQty: integer('step_qty').notNull().default(1),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    description: text('description').notNull().default(''),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The three searched texts in lower case, kept by the database (catalogue/products.ts's search matches them with
     * LIKE and the keyword lowered by the same lower(): what ILIKE does, without lowering every row on every search).
     */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(store_name)`),
    searchCode: text('search_code').generatedAlwaysAs(sql`lower(code)`),
    searchKeywords: text('search_keywords').generatedAlwaysAs(sql`lower(keywords)`),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(t.code),
    index('products_cate1_idx').on(t.cate1Id),
    index('products_cate2_idx').on(t.cate2Id),
    index('products_cate3_idx').on(t.cate3Id),
    index('products_type_idx').on(t.goodsTypeId),
    index('products_sales_idx').on(t.sales),
    index('products_created_idx').on(t.createdAt),
  ],
);

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuCode: varchar('sku_code', { length: 40 }).notNull(),
    /** Spec attributes, e.g. {"尺寸":"90×54mm","纸张":"300g铜版纸","工艺":"覆哑膜"}. */
    attrs: jsonb('attrs').$type<Record<string, string>>().notNull(),
    price: fen('price').notNull(),
    otPrice: fen('ot_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    image: text('image').notNull().default(''),
  },
  (t) => [index('skus_product_idx').on(t.productId), uniqueIndex('skus_code_uq').on(t.skuCode)],
);

/** Quantity-tier prices: from minQty upwards a unit costs price (fen). */
export const tierPrices = pgTable(
  'tier_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    price: fen('price').notNull(),
  },
  (t) => [index('tier_prices_product_idx').on(t.productId, t.minQty)],
);
