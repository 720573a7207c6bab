// The label table of audit actions (what the log and the record pages show).
import {
  AFTERSALE_STATE_NAMES,
  AUDIT_ACTIONS,
  AUDIT_FIELD_NAMES,
  AUDIT_TARGETS,
  COMPANY_STATUS_NAMES,
  INVOICE_STATE_NAMES,
  ORDER_STATE_NAMES,
} from '~/lib/shared/labels.ts';
import { ROLE_NAMES, STAFF_STATUS_NAMES, type StaffRole } from '~/lib/shared/staff-roles.ts';
import { formatPrice } from '~/lib/shared/money.ts';
import { getTableColumns, is, Table } from 'drizzle-orm';
import * as schema from '~/lib/server/db/schema/index.ts';
import { isFen } from '~/lib/server/db/schema/money.ts';
import { browserAndSystem } from './user-agent.ts';

export { AUDIT_ACTIONS, AUDIT_TARGETS };

export const auditActionName = (a: string) => AUDIT_ACTIONS[a] ?? a;

/**
 * An entry's note as the log shows it: a sign-in's user agent (its note) as browser and system, with the whole string
 * as `full` (shown on hover); any other note as written.
 */
export function auditNote(action: string, note: string): { text: string; full?: string } {
  const text = action === 'staff.login' ? browserAndSystem(note) : note;
  return text === note ? { text } : { text, full: note };
}

/** One changed field of an audited record, as the log shows it. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE = 200;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The state (status) names of each kind of audited record, by its target type. */
const STATE_NAMES_OF: Record<string, Readonly<Record<string | number, string>>> = {
  order: ORDER_STATE_NAMES,
  aftersale: AFTERSALE_STATE_NAMES,
  invoice: INVOICE_STATE_NAMES,
  company: COMPANY_STATUS_NAMES,
  staff: STAFF_STATUS_NAMES,
};
/**
 * Fields held in fen, shown as the back office shows money: the names of the schema's money columns (declared with
 * `fen`, db/schema/money.ts), as the audit views copy them.
 */
export const MONEY_FIELDS: ReadonlySet<string> = new Set(
  Object.values(schema).flatMap((t) => (is(t, Table) ? Object.entries(getTableColumns(t)).flatMap(([k, c]) => (isFen(c) ? [k] : [])) : [])),
);

/** A SKU's attributes as the store shows a choice: 尺寸:A4 / 工艺:覆哑膜. */
const attrsText = (v: Record<string, unknown>) =>
  Object.entries(v)
    .map(([k, x]) => `${k}:${String(x)}`)
    .join(' / ');

/** A value as staff read it: states and roles by name, money in ¥, yes/no for a switch; anything else as held. */
function readable(key: string, v: unknown, target: string): unknown {
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (key === 'attrs' && isRecord(v)) return attrsText(v);
  if ((key === 'state' || key === 'status') && (typeof v === 'string' || typeof v === 'number')) return STATE_NAMES_OF[target]?.[v] ?? v;
  if (MONEY_FIELDS.has(key) && typeof v === 'number' && Number.isInteger(v)) return formatPrice(v);
  if (key === 'roles' && Array.isArray(v)) return v.map((r) => ROLE_NAMES[r as StaffRole] ?? r).join('、');
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v.join('、');
  return v;
}

function shown(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE)}…` : s;
}

/**
 * Lists of records a record holds, each item known by a key: a product's SKUs by their code, its tier prices by their
 * quantity. Their changes are told item by item (a price, a stock, an item added or gone), not as the list's JSON.
 */
const ITEM_LISTS: Record<string, { key: string; name: (item: Record<string, unknown>) => string }> = {
  skus: { key: 'skuCode', name: (s) => `规格 ${String(s.skuCode)}${isRecord(s.attrs) ? `（${attrsText(s.attrs)}）` : ''}` },
  tiers: { key: 'minQty', name: (t) => `阶梯价 ${String(t.minQty)}件起` },
};

/** An item added or gone, in one line: each field but its key, named, as staff read it (价格 ¥1.20，库存 100). */
function itemText(item: Record<string, unknown>, key: string, target: string): string {
  return Object.entries(item)
    .filter(([k]) => k !== key && k !== 'attrs')
    .map(([k, v]) => `${AUDIT_FIELD_NAMES[k] ?? k} ${shown(readable(k, v, target))}`)
    .join('，');
}

function itemChanges(list: (typeof ITEM_LISTS)[string], before: unknown, after: unknown, target: string): AuditChange[] {
  const items = (v: unknown) => new Map((Array.isArray(v) ? v.filter(isRecord) : []).map((i) => [String(i[list.key]), i]));
  const b = items(before);
  const a = items(after);
  return [...new Set([...b.keys(), ...a.keys()])].flatMap((id) => {
    const was = b.get(id);
    const is = a.get(id);
    const name = list.name((is ?? was)!);
    if (!was || !is)
      return [{ field: name, before: was ? itemText(was, list.key, target) : '—', after: is ? itemText(is, list.key, target) : '—' }];
    return auditChanges(was, is, target).map((c) => ({ ...c, field: `${name} · ${c.field}` }));
  });
}

/**
 * What an action changed: for records (objects) each field whose value differs, named in Chinese where the label table
 * knows it, each value as staff read it (`target`, the record's kind, names its states), and a list of items
 * (ITEM_LISTS) item by item; otherwise the whole value. Nothing when neither side holds anything (a sign-in, a
 * sign-out).
 */
export function auditChanges(before: unknown, after: unknown, target = ''): AuditChange[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if ((isRecord(before) || before == null) && (isRecord(after) || after == null)) {
    const b = (before ?? {}) as Record<string, unknown>;
    const a = (after ?? {}) as Record<string, unknown>;
    return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((k) => {
      const list = ITEM_LISTS[k];
      if (list && (Array.isArray(b[k]) || Array.isArray(a[k]))) return itemChanges(list, b[k], a[k], target);
      const c = { field: AUDIT_FIELD_NAMES[k] ?? k, before: shown(readable(k, b[k], target)), after: shown(readable(k, a[k], target)) };
      return c.before === c.after ? [] : [c]; // an empty value new or gone ('' ↔ none) changed nothing one can see
    });
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: '内容', before: shown(before), after: shown(after) }];
}
