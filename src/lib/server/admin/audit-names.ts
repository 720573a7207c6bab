// The label table of audit actions (what the log and the record pages show).
import { AUDIT_ACTIONS, AUDIT_FIELD_NAMES, AUDIT_TARGETS } from '~/lib/shared/labels.ts';

export { AUDIT_ACTIONS, AUDIT_TARGETS };

export const auditActionName = (a: string) => AUDIT_ACTIONS[a] ?? a;

/** One changed field of an audited record, as the log shows it. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE = 200;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
function shown(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE)}…` : s;
}

/**
 * What an action changed: for records (objects) each field whose value differs, named in Chinese where the label table
 * knows it; otherwise the whole value. Nothing when neither side holds anything (a sign-in, a sign-out).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null)) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    return [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .map((k) => ({ field: AUDIT_FIELD_NAMES[k] ?? k, before: shown(b[k]), after: shown(a[k]) }))
      .filter((c) => c.before !== c.after); // an empty value new or gone ('' ↔ none) changed nothing one can see
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: '内容', before: shown(before), after: shown(after) }];
}
