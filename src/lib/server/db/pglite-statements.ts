// PGlite plans every statement afresh: its query() parses, describes, binds and executes an unnamed statement, six
// calls into the database each time, so a statement the server sends a thousand times is parsed and planned a
// thousand times. On the embedded database that planning was most of a statement's cost (the page furniture's one
// read: 285 µs through query(), 44 µs as a named statement bound and executed in one call).
//
// withStatementCache() gives drizzle a PGlite whose query() keeps each DML statement's text as a named prepared
// statement (parsed and described once, then bound and executed in one call), as node-postgres does on PostgreSQL
// for the statements drizzle prepares. PostgreSQL itself then decides between custom and generic plans as it would.
// Everything else about the client is PGlite's own: the same locks, the same parsers and serializers, the same
// results and errors, the same sync to disk after a statement outside a transaction.
//
// A kept statement's answer is read by a small parser of its own (readResult) rather than PGlite's, which copies
// the output and every value before decoding it: the messages a statement normally gets back are decoded in place
// into the very result PGlite would build; anything else (an error, a notice) goes through PGlite's own parser.
import { messages, parse, protocol, types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept per database; the least recently used is closed beyond this. */
const MAX_STATEMENTS = 400;

/** Only data statements are kept: a schema change (a migration) never meets a plan made before it. */
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** "cached plan must not change result type": a table changed under a kept statement; it is parsed again. */
const PLAN_CHANGED = '0A000';

interface Kept {
  name: string;
  /** The parameters' types as the server inferred them, for PGlite's serializers. */
  types: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The commands whose count PGlite reports as rows affected. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The first result in a kept statement's output, as PGlite's parseResults(...)[0] builds it, or undefined for
 * output with any message beyond those a statement normally gets back (the caller then reads it PGlite's way).
 * Values are decoded straight from the output, through the same parsers, with PGlite's fallback: its built-in
 * parser for the type, else the text as it is.
 */
function readResult(out: Buffer, parsers: PGlite['parsers'], rowMode: QueryOptions['rowMode']): Results | undefined {
  let result: Results | undefined;
  let fields: { name: string; dataTypeID: number }[] = [];
  let read: (((text: string, typeId: number) => unknown) | undefined)[] = [];
  const rows: Results['rows'] = [];
  // A column named __proto__ must be a field of the row (Object.fromEntries), not the row's prototype.
  let plainKeys = true;
  for (let at = 0; at < out.length;) {
    const type = out[at]!;
    const end = at + 1 + out.readInt32BE(at + 1);
    let p = at + 5;
    switch (type) {
      case 0x31: // '1' ParseComplete
      case 0x32: // '2' BindComplete
      case 0x33: // '3' CloseComplete
      case 0x6e: // 'n' NoData
      case 0x73: // 's' PortalSuspended
      case 0x49: // 'I' EmptyQueryResponse
      case 0x5a: // 'Z' ReadyForQuery
        break;
      case 0x54: {
        // 'T' RowDescription: per field its name, then table, column, type, size, modifier and format.
        if (result) break;
        const n = out.readInt16BE(p);
        p += 2;
        fields = [];
        read = [];
        plainKeys = true;
        for (let i = 0; i < n; i++) {
          const zero = out.indexOf(0, p);
          const name = text(out, p, zero);
          const dataTypeID = out.readInt32BE(zero + 7);
          p = zero + 19;
          fields.push({ name, dataTypeID });
          read.push(parsers[dataTypeID] ?? types.parsers[dataTypeID]);
          if (name === '__proto__') plainKeys = false;
        }
        break;
      }
      case 0x44: {
        // 'D' DataRow: per value its length (-1 for null), then its text.
        if (result) break;
        const n = out.readInt16BE(p);
        p += 2;
        const values: unknown[] = [];
        for (let i = 0; i < n; i++) {
          const len = out.readInt32BE(p);
          p += 4;
          if (len === -1) {
            values.push(null);
            continue;
          }
          const value = text(out, p, (p += len));
          const parser = read[i];
          values.push(parser ? parser(value, fields[i]!.dataTypeID) : value);
        }
        if (rowMode === 'array') rows.push(values);
        else if (plainKeys) {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < n; i++) row[fields[i]!.name] = values[i];
          rows.push(row);
        } else rows.push(Object.fromEntries(values.map((v, i) => [fields[i]!.name, v])));
        break;
      }
      case 0x43: {
        // 'C' CommandComplete: the tag, as "SELECT 10" or "INSERT 0 1"; the first ends the first result.
        if (result) break;
        const words = text(out, p, out.indexOf(0, p)).split(' ');
        const command = words[0]!;
        const count = parseInt(words[words.length - 1]!, 10);
        result = { rows, fields, command, affectedRows: COUNTED.has(command) ? count : 0 };
        if (!Number.isNaN(count)) result.rowCount = count;
        break;
      }
      default:
        return undefined;
    }
    at = end;
  }
  return result ?? { affectedRows: 0, rows: [], fields: [] };
}

/** UTF-8 text from the output, without the leading byte order mark PGlite's TextDecoder drops. */
function text(out: Buffer, start: number, end: number): string {
  if (out[start] === 0xef && out[start + 1] === 0xbb && out[start + 2] === 0xbf && end - start >= 3) start += 3;
  return out.toString('utf8', start, end);
}

class StatementCache {
  private kept = new Map<string, Kept>();
  private seq = 0;
  /** Names to close with the next call (evicted statements). */
  private closing: string[] = [];

  private pg: PGlite;

  constructor(pg: PGlite) {
    this.pg = pg;
  }

  /**
   * Runs one statement; the caller holds PGlite's query lock. A kept statement whose table changed is parsed again
   * and run once more (outside a transaction; inside one, the failed statement has ended the transaction anyway).
   */
  async run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    try {
      return await this.once(text, params, options);
    } catch (e) {
      if ((e as { code?: string }).code !== PLAN_CHANGED || !this.kept.has(text)) throw e;
      this.forget(text);
      return await this.once(text, params, options);
    }
  }

  private async once(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const st = this.kept.get(text) ?? (await this.prepare(text));
    // Most recently used last: the Map's first entry is the one to evict.
    this.kept.delete(text);
    this.kept.set(text, st);
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const type = st.types[i]!;
      const ser = options?.serializers?.[type] ?? this.pg.serializers[type];
      return ser ? ser(v) : String(v);
    });
    // PGlite hands over its raw output, in pieces (8 KB) that it reuses: each is copied, and joined if there are more.
    const parts: Buffer[] = [];
    await this.pg.execProtocolRawStream(
      concat([
        ...this.closeMessages(),
        serialize.bind({ statement: st.name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, onRawData: (chunk) => void parts.push(Buffer.from(chunk)) },
    );
    const out = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    // parseResults merges the given parsers into PGlite's (a copy of a hundred entries) on every call; here they are
    // layered once per parsers object (a prepared drizzle query brings the same one every time).
    const parsers = options?.parsers ? this.merged(options.parsers) : this.pg.parsers;
    const rowMode = options?.rowMode;
    return readResult(out, parsers, rowMode) ?? this.readSlowly(out, parsers, rowMode);
  }

  /** PGlite's own reading of the output, as its execProtocol() does: its first error thrown, or its first result. */
  private readSlowly(out: Buffer, parsers: PGlite['parsers'], rowMode: QueryOptions['rowMode']): Results {
    const got: messages.BackendMessage[] = [];
    new protocol.Parser().parse(out, (m) => void got.push(m));
    for (const m of got) {
      if (m instanceof messages.DatabaseError) throw m;
      // As PGlite does with a notice nobody asked for. (A notification would reach PGlite's listeners through its
      // execProtocol, not here; this app listens on PGlite for none.)
      if (m instanceof messages.NoticeMessage && this.pg.debug > 0) console.warn(m);
    }
    return parse.parseResults(got, parsers, rowMode ? { rowMode } : undefined)[0]!;
  }

  private mergedParsers = new WeakMap<object, Record<number | string, unknown>>();

  private merged(parsers: NonNullable<QueryOptions['parsers']>) {
    let m = this.mergedParsers.get(parsers);
    // PGlite's parsers by the prototype chain, the query's own on top: no copy of PGlite's.
    if (!m) this.mergedParsers.set(parsers, (m = Object.assign(Object.create(this.pg.parsers), parsers)));
    return m as PGlite['parsers'];
  }

  private async prepare(text: string): Promise<Kept> {
    // The least recently used goes first, closed in the same call as the new one is parsed.
    if (this.kept.size >= MAX_STATEMENTS) this.forget(this.kept.keys().next().value!);
    const name = `qs${++this.seq}`;
    const { messages } = await this.pg.execProtocol(
      concat([...this.closeMessages(), serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const st = { name, types: parse.parseDescribeStatementResults(messages) };
    this.kept.set(text, st);
    return st;
  }

  private forget(text: string): void {
    const st = this.kept.get(text);
    if (!st) return;
    this.kept.delete(text);
    this.closing.push(st.name);
  }

  private closeMessages(): Uint8Array[] {
    const out = this.closing.map((name) => serialize.close({ type: 'S', name }));
    this.closing = [];
    return out;
  }
}

/** PGlite for drizzle, with its DML statements kept prepared (above); every other use goes to PGlite unchanged. */
export function withStatementCache(pg: PGlite): PGlite {
  const cache = new StatementCache(pg);
  const query = <T>(client: Pick<PGlite, 'query'>, inTransaction: boolean) =>
    async function (text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (!CACHEABLE.test(text) || options?.blob) return client.query<T>(text, params, options);
      const run = () => pg._runExclusiveQuery(() => cache.run(text, params, options));
      if (inTransaction) return (await run()) as Results<T>;
      // As PGlite's own query(): after any open transaction, then written through to disk.
      return pg._runExclusiveTransaction(async () => {
        const r = await run();
        await pg.syncToFs();
        return r as Results<T>;
      });
    };
  const topQuery = query(pg, false);
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    pg.transaction((tx) => {
      const txQuery = query(tx, true);
      return fn(new Proxy(tx, { get: (t, p) => (p === 'query' ? txQuery : Reflect.get(t, p, t)) }));
    });
  return new Proxy(pg, {
    get(target, prop) {
      if (prop === 'query') return topQuery;
      if (prop === 'transaction') return transaction;
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}
