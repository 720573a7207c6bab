// The audit log: every staff action, written in the same transaction as the change it records (no change without
// its entry, no entry without its change), with the record before → after. An action is a staff member's (the back
// office) or the operator command line's (`npm run ops`, run on the server by whoever has a shell there: no account).
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DB, Tx } from '~/lib/server/db/client.ts';
import { auditLog } from '~/lib/server/db/schema/index.ts';
import { likePattern } from '~/lib/server/catalogue/products.ts';
import type { StaffUser } from './sessions.ts';
import { staffLabel } from './context.ts';
import { lockXact } from '~/lib/server/db/lock.ts';

/** The command line as the log names it: no account (staff_id null), and a name no staff label can be (those end in （login）). */
export const COMMAND_LINE = { commandLine: true, name: '命令行' } as const;

/** Who acted: a signed-in staff member, or the operator command line. */
export type Auditor = Pick<StaffUser, 'id' | 'name' | 'username'> | typeof COMMAND_LINE;

export const isCommandLine = (who: Auditor): who is typeof COMMAND_LINE => 'commandLine' in who;

export interface AuditWhat<T> {
  /** e.g. 'order.ship', 'product.save' (the label table is AUDIT_ACTIONS). */
  action: string;
  targetType: string;
  targetId: string | number;
  /** What people call the record (order number, product code …); may be computed from the result. */
  label?: string | ((result: T) => string);
  note?: string;
  /**
   * The record as it was, read inside the transaction before the change, under the record's audit lock (auditLock):
   * what the action replaces.
   */
  before?: (tx: DB) => Promise<unknown>;
  /** The record as it is after the change (defaults to re-reading with `before`). */
  after?: (tx: DB, result: T) => Promise<unknown>;
}

/**
 * The lock every audited action on a record takes first and holds to its commit, so that its "before" is read after
 * a colleague's action on the same record has committed: what this action replaces, not what the other one did. The
 * domain's own lock (a row FOR UPDATE, an advisory lock) is taken after it, by the action, as always; two audited
 * actions on one record now queue on this one, in the order they read their "before". A create (no id yet) has no
 * record to lock and nothing before it.
 */
async function auditLock(tx: Tx, targetType: string, targetId: string | number): Promise<void> {
  if (targetId !== '' && targetId !== 0) await lockXact(tx, 'audit', targetType, targetId);
}

/**
 * Runs one staff action and records it: inside one transaction, takes the record's audit lock, reads the record, acts (the domain function,
 * given the transaction as its database — its own transaction nests as a savepoint), reads it again and writes
 * the audit entry. A refused action rolls back and leaves no entry.
 */
export async function audited<T>(db: DB, me: Auditor, act: (tx: DB) => Promise<T>, what: AuditWhat<T>): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as DB;
    if (what.before) await auditLock(t, what.targetType, what.targetId);
    const before = what.before ? await what.before(tx) : null;
    const result = await act(tx);
    const after = what.after ? await what.after(tx, result) : what.before ? await what.before(tx) : null;
    await writeAudit(t, me, {
      action: what.action,
      targetType: what.targetType,
      targetId: String(what.targetId || (result as { id?: number })?.id || ''),
      label: typeof what.label === 'function' ? what.label(result) : (what.label ?? ''),
      note: what.note ?? '',
      before,
      after,
    });
    return result;
  });
}

export async function writeAudit(
  tx: Tx | DB,
  me: Auditor,
  e: { action: string; targetType: string; targetId: string; label: string; note: string; before: unknown; after: unknown },
) {
  await tx.insert(auditLog).values({
    staffId: isCommandLine(me) ? null : me.id,
    staffName: isCommandLine(me) ? me.name : staffLabel(me),
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId.slice(0, 40),
    targetLabel: e.label.slice(0, 120),
    note: e.note.slice(0, 300),
    before: e.before ?? null,
    after: e.after ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Newest first: a record's own history (its type and id, shown on its detail page), or, with no id, the latest
 * entries of the kinds of record one page edits (the storefront's banners, navigation, footer and hot words …).
 */
export function auditOf(db: DB, targetType: string | readonly string[], targetId?: string | number, limit = 50) {
  const ofType = typeof targetType === 'string' ? eq(auditLog.targetType, targetType) : inArray(auditLog.targetType, [...targetType]);
  return db
    .select()
    .from(auditLog)
    .where(targetId === undefined ? ofType : and(ofType, eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

export interface AuditFilter {
  q?: string;
  /** A staff member's entries, or (COMMAND_LINE) the command line's. */
  staffId?: number | typeof COMMAND_LINE;
  targetType?: string;
  targetId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

/** The searchable log (admins): free text over who, what and the record's name, plus filters; newest first. */
export async function searchAudit(db: DB, f: AuditFilter) {
  const conds: SQL[] = [];
  if (f.q) {
    const p = likePattern(f.q);
    conds.push(
      or(
        ilike(auditLog.staffName, p),
        ilike(auditLog.targetLabel, p),
        ilike(auditLog.note, p),
        ilike(auditLog.action, p),
        eq(auditLog.targetId, f.q),
      )!,
    );
  }
  if (typeof f.staffId === 'object') conds.push(isNull(auditLog.staffId), eq(auditLog.staffName, f.staffId.name));
  else if (f.staffId) conds.push(eq(auditLog.staffId, f.staffId));
  if (f.targetType) conds.push(eq(auditLog.targetType, f.targetType));
  if (f.targetId) conds.push(eq(auditLog.targetId, f.targetId));
  if (f.action) conds.push(eq(auditLog.action, f.action));
  if (f.from) conds.push(gte(auditLog.at, f.from));
  if (f.to) conds.push(lt(auditLog.at, f.to));
  const where = conds.length ? and(...conds) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where)) as [{ total: number }];
  return { list: rows, total, page: f.page, limit: f.limit };
}
