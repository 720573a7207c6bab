// Logical backup and restore: every table of the public schema as JSON rows, restored in foreign-key
// order by json_populate_recordset, sequences reset. Works the same on PGlite and PostgreSQL (and
// can move a store from one to the other). Checksums are md5 over each table's rows as text, always rendered in
// UTC with ISO dates (a timestamptz prints in the session's time zone, so a PostgreSQL database whose timezone is
// Asia/Shanghai used to disagree with a PGlite backup on every table with a timestamp, though the data was equal).
import { sql } from 'drizzle-orm';
import type { DB, Tx } from './client.ts';

export interface TableDump {
  name: string;
  count: number;
  checksum: string;
  rows: unknown[];
}
export interface Dump {
  format: 'qili-backup-1';
  createdAt: string;
  tables: TableDump[];
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected table name ${name}`);
  return sql.raw(`"${name}"`);
};

async function rows<T>(db: DB, q: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await db.execute(q)) as unknown as { rows: T[] };
  return r.rows;
}

/** Tables of the public schema, parents before children (foreign keys). */
export async function tablesInOrder(db: DB): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name);
  const deps = await rows<{ child: string; parent: string }>(
    db,
    sql`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, stack: Set<string>) => {
    if (seen.has(t) || stack.has(t)) return;
    stack.add(t);
    for (const d of deps) if (d.child === t && d.parent !== t) visit(d.parent, stack);
    seen.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Inside a transaction: render values the same way whatever the database's or session's settings. */
async function canonicalText(tx: Tx | DB): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
  await tx.execute(sql`set local intervalstyle = 'postgres'`);
}

/** Row count and checksum of one table; call it inside a transaction that ran canonicalText (see checksumTables). */
export async function tableChecksum(db: DB, name: string): Promise<{ count: number; checksum: string }> {
  const t = ident(name);
  const [r] = await rows<{ count: number; checksum: string | null }>(
    db,
    sql`select count(*)::int as count, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as checksum from ${t} x`,
  );
  return { count: r!.count, checksum: r!.checksum ?? '' };
}

export type Checksums = Record<string, { count: number; checksum: string }>;

/** Every table's row count and checksum, in UTC. */
export async function checksumTables(db: DB): Promise<Checksums> {
  return db.transaction(async (tx) => {
    await canonicalText(tx);
    const out: Checksums = {};
    for (const t of await tablesInOrder(tx as unknown as DB)) out[t] = await tableChecksum(tx as unknown as DB, t);
    return out;
  });
}

export async function dumpDatabase(db: DB): Promise<Dump> {
  return db.transaction(async (tx) => {
    // One consistent snapshot on PostgreSQL (PGlite has a single connection anyway).
    await tx.execute(sql`set transaction isolation level repeatable read`);
    await canonicalText(tx);
    const out: TableDump[] = [];
    for (const name of await tablesInOrder(tx as unknown as DB)) {
      const t = ident(name);
      const data = await rows<{ j: unknown }>(tx as unknown as DB, sql`select row_to_json(x) as j from ${t} x order by x::text`);
      out.push({ name, rows: data.map((d) => d.j), ...(await tableChecksum(tx as unknown as DB, name)) });
    }
    return { format: 'qili-backup-1' as const, createdAt: new Date().toISOString(), tables: out };
  });
}

export interface Mismatch {
  table: string;
  count: number;
  checksum: string;
  expected: { count: number; checksum: string };
}

/** The restored rows differ from the backup's counts or checksums; the restore was rolled back. */
export class RestoreMismatch extends Error {
  readonly mismatches: Mismatch[];
  constructor(mismatches: Mismatch[]) {
    super(`${mismatches.length} table(s) differ from the backup; nothing was restored`);
    this.mismatches = mismatches;
  }
}

/**
 * Replaces every table's rows with the dump's (the schema must already be migrated), then checks every table's row
 * count and checksum against the backup BEFORE committing: on any difference the whole restore rolls back
 * (RestoreMismatch), so the database is either the backup, verified, or as it was.
 */
export async function restoreDatabase(db: DB, dump: Dump): Promise<{ tables: number; rows: number }> {
  if (dump.format !== 'qili-backup-1') throw new Error('not a backup made by db:backup');
  return db.transaction(async (tx) => {
    const d = tx as unknown as DB;
    await canonicalText(tx);
    const present = new Set(await tablesInOrder(d));
    const order = dump.tables.map((t) => t.name).filter((n) => present.has(n));
    await tx.execute(sql.raw(`truncate ${[...present].map((n) => `"${n}"`).join(', ')} restart identity cascade`));
    for (const name of order) {
      const table = dump.tables.find((t) => t.name === name)!;
      const t = ident(name);
      // The columns the rows give, not those the database computes (products' lowered search texts): it refuses a
      // value for a generated column, and computes it again from the others.
      const stored = await rows<{ name: string }>(
        d,
        sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER' order by ordinal_position`,
      );
      const cols = sql.join(
        stored.map((c) => ident(c.name)),
        sql`, `,
      );
      for (let i = 0; i < table.rows.length; i += 500) {
        const chunk = JSON.stringify(table.rows.slice(i, i + 500));
        await tx.execute(sql`insert into ${t} (${cols}) select ${cols} from json_populate_recordset(null::${t}, ${chunk}::json)`);
      }
      const seq = await rows<{ seq: string | null }>(
        d,
        sql`
        select pg_get_serial_sequence(quote_ident(table_name), column_name) as seq from information_schema.columns
        where table_schema = 'public' and table_name = ${name} and column_default like 'nextval(%'`,
      );
      for (const s of seq) {
        if (s.seq) await tx.execute(sql`select setval(${s.seq}, coalesce((select max(id) from ${t}), 0) + 1, false)`);
      }
    }
    const mismatches: Mismatch[] = [];
    for (const t of dump.tables.filter((x) => present.has(x.name))) {
      const now = await tableChecksum(d, t.name);
      if (now.count !== t.count || now.checksum !== t.checksum)
        mismatches.push({ table: t.name, ...now, expected: { count: t.count, checksum: t.checksum } });
    }
    if (mismatches.length) throw new RestoreMismatch(mismatches);
    return { tables: dump.tables.length, rows: dump.tables.reduce((a, t) => a + t.count, 0) };
  });
}
