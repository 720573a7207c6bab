import { pgTable, serial, integer, text, varchar, timestamp, jsonb, index } from 'drizzle-orm/pg-core';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 60 }).notNull(),
  url: text('url').notNull(),
  jumpUrl: text('jump_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const scenes = pgTable('scenes', {
  id: serial('id').primaryKey(),
  scenesName: varchar('scenes_name', { length: 40 }).notNull(),
  pic: text('pic').notNull(),
  banner: text('banner').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const sceneProducts = pgTable(
  'scene_products',
  {
    id: serial('id').primaryKey(),
    sceneId: integer('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('scene_products_scene_idx').on(t.sceneId, t.sort)],
);

export const hotKeywords = pgTable('hot_keywords', {
  id: serial('id').primaryKey(),
  word: varchar('word', { length: 20 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Key/value site configuration (support phone, footer, payee bank account, seller …), JSON values. */
export const siteConfig = pgTable('site_config', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Internal bookkeeping: seed marker and the like. */
export const meta = pgTable('meta', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
});
