import { pgTable, serial, integer, text, varchar, timestamp, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';

import type { CompanyStatus } from '~/lib/shared/labels.ts';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    licenseUrl: text('license_url'),
    status: varchar('status', { length: 16 }).$type<CompanyStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  // One company, one registration: its name and its 统一社会信用代码 (null for companies registered before it was asked).
  (t) => [uniqueIndex('companies_name_uq').on(t.name), uniqueIndex('companies_credit_code_uq').on(t.creditCode)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** null for a company's main account; the main account's id for a sub-account. */
    parentId: integer('parent_id'),
    phone: varchar('phone', { length: 11 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 30 }).notNull().default(''),
    realName: varchar('real_name', { length: 30 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** Sub-account identity key (see accounts/permissions); 'main' for main accounts. */
    identity: varchar('identity', { length: 20 }).notNull().default('main'),
    level: integer('level').notNull().default(1),
    /** 1 enabled, 0 disabled. */
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_uq').on(t.phone), index('users_company_idx').on(t.companyId), index('users_parent_idx').on(t.parentId)],
);

/**
 * Why sessions were ended by an action of someone else's (a password changed or reset, an account disabled), by the
 * hash of their token, so /login can say it to whoever comes back with one (auth/sessions.ts). Kept 30 days.
 */
export const endedSessions = pgTable('ended_sessions', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  reason: varchar('reason', { length: 16 }).$type<'password' | 'disabled'>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: varchar('user_agent', { length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used: boolean('used').notNull().default(false),
    /** Who asked for it (proxy.ts addressKey: an IPv4 address or an IPv6 /64), for the per-address hourly limit. */
    clientIp: varchar('client_ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_client_ip_idx').on(t.clientIp, t.createdAt),
    index('sms_codes_created_idx').on(t.createdAt),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 32 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_phone_idx').on(t.phone, t.at)],
);
