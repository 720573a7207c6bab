// The one state-machine engine. Every record with states (orders, quotes, payments, after-sales, invoices,
// companies, group-buy teams and seats, seckill reservations) is described by a machine: its states, a table of
// moves (from, to, who may make it, the buyer permission it needs, its effects by name) and the effects those
// names stand for. `apply` makes one move inside the caller's transaction: it locks the row, checks the table,
// writes the new state, logs who, when, from and to (state/log.ts), then runs the move's effects in the same
// transaction, in the order the table lists them. Domain modules declare machines; nothing else writes a state.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { ApiError, conflict, notFound } from '~/lib/server/http.ts';
import { PERMISSION_REFUSALS, type Permission } from '~/lib/server/auth/permissions.ts';
import { labelOf } from '~/lib/shared/labels.ts';
import { writeLog, type Actor, type ActorNames, type ActorType } from './log.ts';

export type { Actor, ActorType };

/** One row of a transition table. */
export interface Move<S extends string, E extends string> {
  from: readonly S[];
  /** Several targets: the caller names one (e.g. leaving after-sales returns to where the order was). */
  to: S | readonly S[];
  by: readonly ActorType[];
  /** The buyer permission a user needs for this move (operators and the system are not buyers). */
  perm?: Permission;
  /** Chinese verb phrase used in logs and refusals: 不能{label}. */
  label: string;
  /** Effects run after the state is written, in this order, by name (the machine says what each name does). */
  effects?: readonly E[];
  /** Only for records of this type (after-sales: 1 refund only, 2 return and refund). */
  type?: number;
  /** The refusal when the record is not in a `from` state, where the record kind words it its own way (one text, or one per state). */
  refused?: string | Partial<Record<S, string>>;
}

/** What an effect sees: the record after the move, before it, and the move itself. */
export interface Change<Row, S extends string = string> {
  tx: Tx;
  row: Row;
  before: Row;
  action: string;
  from: S;
  to: S;
  actor: Actor;
  note: string;
  at: Date;
}

export type Effect<Row> = (c: Change<Row>) => Promise<void>;

export interface Texts extends ActorNames {
  /** The record in refusals: 订单当前状态为「…」. */
  noun: string;
  notFound: string;
  /** The row changed between reading and writing (another request won). */
  changed: string;
  /** Who a buyer is told to leave an operator's move to, and an operator a buyer's: 「发货」需由{operatorSide}处理. */
  operatorSide: string;
  buyerSide: string;
  /** Refusal of a move limited to one record type: {typeName}申请不能{label}. */
  typeNames?: Readonly<Record<number, string>>;
}

export interface Machine<Row extends { id: number }, S extends string, A extends string, E extends string> {
  /** The record kind in the log. */
  kind: string;
  table: PgTable;
  /** The column holding the state ('state' or 'status'). */
  stateKey: string;
  states: readonly S[];
  names: Readonly<Record<S, string>>;
  moves: Readonly<Record<A, Move<S, E>>>;
  effects: Readonly<Record<E, Effect<Row>>>;
  texts: Texts;
  /** 409 by default; the company review answers 400 as it always did. */
  refusalHttp?: 400 | 409;
  /** Columns stamped on entering a state (cancelledAt, paidAt …). */
  stamps?: (to: S, row: Row, at: Date) => Partial<Row>;
  /** The record's type for moves limited to one. */
  typeOf?: (row: Row) => number;
}

/** Declares a machine; `machine<Row>()({...})` lets the states, actions and effects be inferred from the table. */
export const machine =
  <Row extends { id: number }>() =>
  <S extends string, A extends string, E extends string>(m: Machine<Row, S, A, E>): Machine<Row, S, A, E> =>
    m;

// Inside, the engine works on any machine; callers keep the exact types of theirs.
type AnyMachine = Machine<{ id: number }, string, string, string>;
const loose = (m: unknown) => m as AnyMachine;

export function targetsOf(m: unknown, action: string): readonly string[] {
  const to = loose(m).moves[action]?.to ?? [];
  return typeof to === 'string' ? [to] : to;
}

/**
 * Why a move may not happen from this state, by this kind of actor (and to this target, for a move with
 * several), in the machine's Chinese words; null when the table allows it.
 */
export function refusalOf(
  m: unknown,
  state: string,
  action: string,
  by: ActorType,
  opts: { to?: string; type?: number } = {},
): string | null {
  const { moves, names, texts } = loose(m);
  const move = moves[action];
  if (!move) return `不支持的${texts.noun}操作`;
  if (!move.by.includes(by))
    return by === 'user' ? `「${move.label}」需由${texts.operatorSide}处理` : `「${move.label}」需由${texts.buyerSide}操作`;
  if (move.type && opts.type !== undefined && move.type !== opts.type) return `${texts.typeNames?.[opts.type] ?? ''}申请不能${move.label}`;
  if (!move.from.includes(state)) {
    const own = typeof move.refused === 'string' ? move.refused : move.refused?.[state];
    return own ?? `${texts.noun}当前状态为「${labelOf(names, state)}」，不能${move.label}`;
  }
  const targets = targetsOf(m, action);
  if (targets.length > 1 && (!opts.to || !targets.includes(opts.to))) return `「${move.label}」需指定目标状态`;
  return null;
}

/** A user without the move's buyer permission is refused with that permission's message (403). */
function permissionRefusal(move: Move<string, string>, actor: Actor): ApiError | null {
  if (actor.type !== 'user' || !move.perm || !actor.perms || actor.perms.includes(move.perm)) return null;
  return new ApiError(403, PERMISSION_REFUSALS[move.perm]);
}

export interface ApplyOptions<Row, S extends string> {
  note?: string;
  /** The target, for a move with several. */
  to?: S;
  /** Other columns written with the state. */
  set?: Partial<Row>;
  /** An extra precondition checked while the row is locked: a Chinese refusal, or null to go on. */
  guard?: (row: Row) => string | null;
}

const byId = (m: AnyMachine, id: number): SQL => eq((m.table as unknown as Record<string, never>)['id'], id);
const stateColumn = (m: AnyMachine) => (m.table as unknown as Record<string, never>)[m.stateKey];

/** How many records of a machine are in each state, one statement (the back office's work queues). */
export async function countByState<S extends string>(
  db: DB | Tx,
  m: { table: PgTable; stateKey: string; states: readonly S[] },
): Promise<Partial<Record<S, number>>> {
  const col = (m.table as unknown as Record<string, never>)[m.stateKey];
  const rows = await db
    .select({ state: col, n: sql<number>`count(*)::int` })
    .from(m.table)
    .groupBy(col);
  return Object.fromEntries(rows.map((r) => [String(r.state), r.n])) as Partial<Record<S, number>>;
}

async function lockRow(tx: Tx, m: AnyMachine, id: number): Promise<{ id: number } & Record<string, unknown>> {
  const [row] = await tx.select().from(m.table).where(byId(m, id)).for('update');
  if (!row) throw notFound(m.texts.notFound);
  return row as { id: number } & Record<string, unknown>;
}

async function run(
  tx: Tx,
  m: AnyMachine,
  id: number,
  action: string,
  actor: Actor,
  opts: ApplyOptions<Record<string, unknown>, string>,
  soft: boolean,
) {
  const move = m.moves[action];
  if (move) {
    const denied = permissionRefusal(move, actor);
    if (denied) throw denied;
  }
  const before = await lockRow(tx, m, id);
  const from = String(before[m.stateKey]);
  const why = refusalOf(m, from, action, actor.type, { to: opts.to, type: m.typeOf?.(before) });
  if (why) {
    if (soft && move && move.by.includes(actor.type) && !move.from.includes(from)) return null;
    throw new ApiError(m.refusalHttp ?? 409, why);
  }
  const guarded = opts.guard?.(before);
  if (guarded) throw new ApiError(m.refusalHttp ?? 409, guarded);
  const targets = targetsOf(m, action);
  const to = targets.length > 1 ? opts.to! : targets[0]!;
  const at = new Date();
  const [row] = await tx
    .update(m.table)
    .set({ ...m.stamps?.(to, before, at), ...opts.set, [m.stateKey]: to } as never)
    .where(and(byId(m, id), eq(stateColumn(m), from)))
    .returning();
  if (!row) throw conflict(m.texts.changed);
  const note = (opts.note ?? '').slice(0, 300);
  await writeLog(tx, m.kind, id, { action, from, to, actor, note, at }, m.texts);
  const change = { tx, row: row as { id: number }, before, action, from, to, actor, note, at };
  for (const name of move!.effects ?? []) await m.effects[name]!(change);
  return row;
}

/**
 * Makes one move inside the caller's transaction. A refused move throws (409, or the machine's status) with a
 * Chinese message and changes nothing; a user lacking the move's permission gets 403.
 */
export async function apply<Row extends { id: number }, S extends string, A extends string, E extends string>(
  tx: Tx,
  m: Machine<Row, S, A, E>,
  id: number,
  action: A,
  actor: Actor,
  opts: ApplyOptions<Row, S> = {},
): Promise<Row> {
  return (await run(tx, loose(m), id, action, actor, opts as ApplyOptions<Record<string, unknown>, string>, false)) as unknown as Row;
}

/**
 * The same, for moves that may already have happened or no longer apply (idempotent steps, cascades): when the
 * record is not in a `from` state it answers null and changes nothing. Other refusals still throw.
 */
export async function applyIfDue<Row extends { id: number }, S extends string, A extends string, E extends string>(
  tx: Tx,
  m: Machine<Row, S, A, E>,
  id: number,
  action: A,
  actor: Actor,
  opts: ApplyOptions<Row, S> = {},
): Promise<Row | null> {
  return (await run(tx, loose(m), id, action, actor, opts as ApplyOptions<Record<string, unknown>, string>, true)) as unknown as Row | null;
}

/** Logs the creation of a record ('' → its first state); `action` names how it came to be ('create', 'submit' …). */
export async function logCreation<Row extends { id: number }, S extends string, A extends string, E extends string>(
  tx: Tx,
  m: Machine<Row, S, A, E>,
  row: Row,
  actor: Actor,
  note = '',
  action = 'create',
  at = new Date(),
): Promise<void> {
  const state = String((row as unknown as Record<string, unknown>)[m.stateKey]);
  await writeLog(tx, m.kind, row.id, { action, from: '', to: state, actor, note: note.slice(0, 300), at }, m.texts);
}
