// The transition log: one table (state_transitions) for every record kind, written by the engine and by the seed
// of historic demo data, read by the pages that show a record's timeline.
import { and, asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { stateTransitions } from '~/lib/server/db/schema/index.ts';
import { outer, placeholders, preparedInTx } from '~/lib/server/db/prepared.ts';
import type { Permission } from '~/lib/server/auth/permissions.ts';

export type ActorType = 'user' | 'operator' | 'system';

/** Who acts: a buyer (with the permissions of their identity), an operator (ops, back office) or the system (timers, notifications, cascades). */
export type Actor =
  | { type: 'user'; userId: number; name: string; perms?: readonly Permission[] }
  | { type: 'operator'; name?: string }
  | { type: 'system'; name?: string };

/** How a record kind names an operator or the system in its log when the actor gives no name. */
export interface ActorNames {
  operatorName: string;
  systemName?: string;
}

export interface LogEntry {
  action: string;
  from: string;
  to: string;
  actor: Actor;
  note: string;
  at: Date;
}

export function actorColumns(actor: Actor, texts: ActorNames) {
  if (actor.type === 'user') return { actorType: 'user', actorUserId: actor.userId, actorName: actor.name.slice(0, 40) };
  const fallback = actor.type === 'operator' ? texts.operatorName : (texts.systemName ?? '系统');
  return { actorType: actor.type, actorUserId: null, actorName: (actor.name ?? fallback).slice(0, 40) };
}

/** The columns a log entry writes (its statement is prepared once). */
const LOG_KEYS = ['kind', 'recordId', 'action', 'fromState', 'toState', 'note', 'at', 'actorType', 'actorUserId', 'actorName'] as const;

export async function writeLog(tx: Tx, kind: string, recordId: number, e: LogEntry, texts: ActorNames): Promise<void> {
  await preparedInTx(tx, 'state_log_insert', (tx) =>
    tx.insert(stateTransitions).values(placeholders(stateTransitions, LOG_KEYS)).prepare('state_log_insert'),
  ).execute({
    kind,
    recordId,
    action: e.action,
    fromState: e.from,
    toState: e.to,
    note: e.note,
    at: e.at,
    ...actorColumns(e.actor, texts),
  } satisfies Record<(typeof LOG_KEYS)[number], unknown>);
}

/** Rows written as they are (the seed's history of demo records). */
export async function writeLogRows(tx: Tx, rows: (typeof stateTransitions.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(stateTransitions).values(rows);
}

/** A record's timeline, oldest first (and `historyJson` below: the same order). */
export function historyOf(db: DB | Tx, kind: string, recordId: number) {
  return db
    .select()
    .from(stateTransitions)
    .where(and(eq(stateTransitions.kind, kind), eq(stateTransitions.recordId, recordId)))
    .orderBy(asc(stateTransitions.at), asc(stateTransitions.id));
}

/**
 * The same timeline as JSON inside another statement (a page's one read): `recordId` is the outer query's column.
 * `at` comes back as ISO text.
 */
export function historyJson(kind: string, recordId: AnyColumn) {
  return sql<(Omit<typeof stateTransitions.$inferSelect, 'at'> & { at: string })[]>`(select coalesce(json_agg(json_build_object(
      'id', t.id, 'kind', t.kind, 'recordId', t.record_id, 'action', t.action, 'fromState', t.from_state,
      'toState', t.to_state, 'actorType', t.actor_type, 'actorUserId', t.actor_user_id, 'actorName', t.actor_name,
      'note', t.note, 'at', t.at) order by t.at, t.id), '[]'::json)
    from ${stateTransitions} t where t.kind = ${kind} and t.record_id = ${outer(recordId)})`;
}

/** The state a record was in before it last entered `state` (e.g. to leave after-sales where the order came from). */
export async function stateBeforeLast(db: DB | Tx, kind: string, recordId: number, state: string): Promise<string | null> {
  const [row] = await db
    .select({ from: stateTransitions.fromState })
    .from(stateTransitions)
    .where(and(eq(stateTransitions.kind, kind), eq(stateTransitions.recordId, recordId), eq(stateTransitions.toState, state)))
    .orderBy(desc(stateTransitions.id))
    .limit(1);
  return row?.from || null;
}
