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
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

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
    const { messages } = await this.pg.execProtocol(
      concat([
        ...this.closeMessages(),
        serialize.bind({ statement: st.name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    // parseResults merges the given parsers into PGlite's (a copy of a hundred entries) on every call; here they are
    // layered once per parsers object (a prepared drizzle query brings the same one every time).
    const parsers = options?.parsers ? this.merged(options.parsers) : this.pg.parsers;
    return parse.parseResults(messages, parsers, options?.rowMode ? { rowMode: options.rowMode } : undefined)[0]!;
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
