import { pgTable, serial, integer, varchar, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Every state change of every record with states (state/engine.ts writes it, state/log.ts reads it): the record
 * kind and id, the move, from and to ('' for the creation entry), who (a user, 'operator' or 'system'), when and why.
 */
export const stateTransitions = pgTable(
  'state_transitions',
  {
    id: serial('id').primaryKey(),
    /** order, quote, payment, aftersale, invoice, company, group_team, group_member, seckill */
    kind: varchar('kind', { length: 20 }).notNull(),
    recordId: integer('record_id').notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    fromState: varchar('from_state', { length: 20 }).notNull(),
    toState: varchar('to_state', { length: 20 }).notNull(),
    actorType: varchar('actor_type', { length: 10 }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: varchar('actor_name', { length: 40 }).notNull().default(''),
    note: varchar('note', { length: 300 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('state_transitions_record_idx').on(t.kind, t.recordId, t.at)],
);
