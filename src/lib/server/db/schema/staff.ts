// The store's own staff (the back office under /admin): accounts, sessions, the audit log and catalogue-import jobs.
// Staff are not buyers: their accounts, sessions and cookie are separate from users/sessions (accounts.ts).
import { pgTable, serial, integer, text, varchar, timestamp, boolean, index, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-case login name, 3–20 letters, digits, '.', '_' or '-'. */
    username: varchar('username', { length: 20 }).notNull(),
    /** Optional: staff may also sign in with their mobile number. */
    phone: varchar('phone', { length: 11 }),
    name: varchar('name', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Staff roles (staff/roles.ts): operator, merchandiser, editor, admin; several may be held. */
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    /** 1 enabled, 0 disabled (cannot sign in; sessions end). */
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_username_uq').on(t.username), uniqueIndex('staff_phone_uq').on(t.phone)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** Sent back by the back office's scripts in a header on every change (a second check beside SameSite=Strict). */
    csrf: varchar('csrf', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: varchar('user_agent', { length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('staff_sessions_token_uq').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every staff action: who, when, what (action on a record), and the record before → after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** A copy of the staff member's name and login at the time (kept when the account changes). */
    staffName: varchar('staff_name', { length: 60 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull().default(''),
    /** What people call the record: an order number, a product code, a company name … */
    targetLabel: varchar('target_label', { length: 120 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    note: varchar('note', { length: 300 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);

/** A catalogue import started from the back office: its progress and its report (dry run or written). */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    /** running → done | failed */
    state: varchar('state', { length: 10 }).notNull().default('running'),
    phase: varchar('phase', { length: 40 }).notNull().default(''),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    report: jsonb('report'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_created_idx').on(t.createdAt)],
);
