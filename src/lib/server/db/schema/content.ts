// Content tables: help pages (Markdown with revisions), public notices and design templates.
import { pgTable, serial, integer, text, varchar, timestamp, boolean, index, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/** A help page (/helpCentre?type=slug). The current text is copied from its newest revision. */
export const helpPages = pgTable(
  'help_pages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    sort: integer('sort').notNull().default(0),
    markdown: text('markdown').notNull(),
    revisionId: integer('revision_id'),
    /** The staff member (editor) who saved the current revision. */
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_pages_slug_uq').on(t.slug), index('help_pages_category_idx').on(t.category, t.sort)],
);

/** Every saved version of a help page; editorId (a staff member) null for the seeded text. Restoring adds a new revision. */
export const helpRevisions = pgTable(
  'help_revisions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => helpPages.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 60 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    markdown: text('markdown').notNull(),
    editorId: integer('editor_id').references(() => staff.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 100 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_revisions_page_idx').on(t.pageId, t.id)],
);

/** Public notices (/public): Markdown, newest first, pinned ones on top. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    markdown: text('markdown').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_list_idx').on(t.isTop, t.publishedAt)],
);

/** Design-centre templates: a design for a product category, opening a matching product. */
export const designTemplates = pgTable(
  'design_templates',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 60 }).notNull(),
    cate1Id: integer('cate1_id').notNull(),
    productId: integer('product_id').notNull(),
    image: text('image').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    uses: integer('uses').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_templates_cate_idx').on(t.cate1Id, t.sort), index('design_templates_sort_idx').on(t.sort)],
);
