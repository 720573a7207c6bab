// PGlite on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly, and each statement runs synchronously:
// in the server's own thread it held up every other request for as long as it ran (a third of a signed-in call's
// time; a backup or a large report for much longer). Here the database runs in a worker thread, as PostgreSQL runs
// in a process of its own, and the server's thread only sends each statement's protocol messages and reads the
// answer: requests are handled while the database works, on the machine's second core.
//
// The worker is a thin loop: it opens PGlite and runs each batch of protocol messages it is sent, in the order sent,
// and sends back PGlite's raw output. Everything else happens here, as PGlite's own client does it (its BasePGlite:
// serializers and parsers, array types, query(), exec(), transaction(), its errors), so results and errors are the
// ones PGlite gives.
//
// Order. The worker runs batches in the order they were posted, so a statement posted before a transaction's BEGIN
// runs before it. A transaction (or a statement of several batches) holds `exclusive`; a statement of one batch
// outside any transaction is posted at once when nothing holds it (several may be on their way to the worker at
// once: it never waits for this thread between two of them), and waits for it otherwise.
//
// Waiting. A statement outside a transaction is awaited: this thread serves other requests meanwhile. The batches of
// whoever holds `exclusive` are waited for in place (Atomics.wait, the answer read off a port of their own), as
// PGlite in this thread ran them: a transaction holds every other statement back while it runs, so it should not
// also wait for this thread to get round to each of its answers between other requests' work. Writes are still
// slower than with PGlite in this thread (docs/performance.md: each statement of a transaction crosses between the
// threads twice); reads are faster.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { log } from '~/lib/server/log.ts';
import {
  Mutex,
  messages,
  parse,
  protocol,
  types,
  TransactionAbortedError,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = messages.BackendMessage;

/**
 * The worker's code: it opens PGlite (at workerData.dataDir, or in memory) and runs what it is sent, in order. A batch
 * sent `held` is answered on workerData.held and workerData.answered is raised for the thread waiting on it; one sent
 * with `more` (a transaction under way) is followed by another soon, so the worker waits for it in place (on
 * workerData.sent, raised with every batch posted) rather than going back to its event loop.
 */
const WORKER = `
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const answered = new Int32Array(workerData.answered);
const sent = new Int32Array(workerData.sent);
const reply = (m, answer, transfer) => {
  if (!m.held) return parentPort.postMessage(answer, transfer);
  workerData.held.postMessage(answer, transfer);
  Atomics.store(answered, 0, 1);
  Atomics.notify(answered, 0);
};
const fail = (m, e) => reply(m, { id: m.id, error: { message: String((e && e.stack) || e) } });
PGlite.create(workerData.dataDir).then((pg) => {
  const handle = (m) => {
    if (m.close) return pg.close().then(() => reply(m, { id: m.id }), (e) => fail(m, e));
    let out;
    try {
      out = pg.execProtocolRawSync(m.message);
    } catch (e) {
      return fail(m, e);
    }
    if (m.sync) return pg.syncToFs().then(() => reply(m, { id: m.id, out }, [out.buffer]), (e) => fail(m, e));
    reply(m, { id: m.id, out }, [out.buffer]);
  };
  parentPort.on('message', (first) => {
    for (let m = first; ; ) {
      handle(m);
      if (!m.more) return;
      let next = receiveMessageOnPort(parentPort);
      while (!next) {
        Atomics.wait(sent, 0, 0);
        Atomics.store(sent, 0, 0);
        next = receiveMessageOnPort(parentPort);
      }
      m = next.message;
    }
  });
  parentPort.postMessage({ id: 0 });
}, (e) => fail({ id: 0 }, e));
`;

/** BEGIN, sent with a transaction's first batch, and its answer, taken off the front of that batch's output. */
const BEGIN = serialize.query('BEGIN');
const BEGUN = Buffer.from('430000000a424547494e005a0000000554', 'hex');

/** How long a held batch may take before the database is taken for stopped (a statement of minutes is a fault). */
const HELD_TIMEOUT_MS = 5 * 60_000;

interface Reply {
  id: number;
  out?: Uint8Array;
  error?: { message: string };
}

/** PGlite's messages from raw output, as its execProtocol() keeps them: up to the first error. */
export function readMessages(out: Uint8Array): { messages: BackendMessage[]; error?: messages.DatabaseError } {
  const got: BackendMessage[] = [];
  let error: messages.DatabaseError | undefined;
  new protocol.Parser().parse(out, (m) => {
    if (error) return;
    if (m instanceof messages.DatabaseError) error = m;
    got.push(m);
  });
  return { messages: got, error };
}

/** As PGlite's makePGliteError: the statement, its parameters and options on the error. */
function withQuery(e: unknown, query: string, params: unknown[] | undefined, options: QueryOptions | undefined): unknown {
  if (e instanceof messages.DatabaseError) Object.assign(e, { query, params, queryOptions: options });
  return e;
}

export class PGliteThread {
  serializers: Record<number | string, (x: any) => string> = { ...types.serializers };
  parsers: Record<number | string, (x: string, typeId?: number) => any> = { ...types.parsers };
  /** Held by a transaction, or a statement of several batches: nothing else is posted meanwhile. */
  private exclusive = new Mutex();
  /** One statement at a time within a transaction, as PGlite's query lock. */
  private queryLock = new Mutex();
  private worker: Worker;
  private seq = 0;
  private pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private dead: Error | null = null;
  private closing = false;

  /** Raised by the worker when a held batch's answer is on `held`. */
  private answered: Int32Array;
  /** Raised here when a batch is posted, for a worker waiting in place. */
  private sent: Int32Array;
  private held: MessagePort;
  /** A transaction has started and its BEGIN goes with its first batch (one crossing fewer per transaction). */
  private beginWithNext = false;

  private constructor(worker: Worker, answered: Int32Array, sent: Int32Array, held: MessagePort) {
    this.worker = worker;
    this.answered = answered;
    this.sent = sent;
    this.held = held;
    // The thread keeps the process alive only while a statement is on its way (a script that closes nothing exits).
    worker.unref();
    worker.on('message', (r: Reply) => {
      const p = this.pending.get(r.id);
      if (!p) return;
      this.pending.delete(r.id);
      if (this.pending.size === 0) worker.unref();
      if (r.error) p.reject(new Error(`PGlite: ${r.error.message}`));
      else p.resolve(r);
    });
    const stop = (e: Error) => {
      if (!this.closing && !this.dead) log.error(`the embedded database stopped: ${e.message}`);
      this.dead = e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    worker.on('error', (e) => stop(e instanceof Error ? e : new Error(String(e))));
    worker.on('exit', (code) =>
      stop(new Error(this.closing ? 'PGlite: the database is closed' : `PGlite: the database thread stopped (${code})`)),
    );
  }

  /** Opens PGlite in `dataDir` (in memory without one) on a thread of its own. */
  static async open(dataDir?: string): Promise<PGliteThread> {
    const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const answered = new SharedArrayBuffer(4);
    const sent = new SharedArrayBuffer(4);
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(WORKER, { eval: true, workerData: { pglite, dataDir, answered, sent, held: port2 }, transferList: [port2] });
    const t = new PGliteThread(worker, new Int32Array(answered), new Int32Array(sent), port1);
    try {
      await t.call(0, null);
      await t.initArrayTypes();
    } catch (e) {
      await worker.terminate();
      throw e;
    }
    return t;
  }

  private call(id: number, post: { message: Uint8Array; sync: boolean } | { close: true } | null): Promise<Reply> {
    if (this.dead) return Promise.reject(this.dead);
    const reply = new Promise<Reply>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    if (this.pending.size === 1) this.worker.ref();
    // Copied, not transferred: a batch is a few hundred bytes, and its buffer may be a pool Node will not transfer.
    if (post) {
      try {
        this.post({ id, ...post });
      } catch (e) {
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        return Promise.reject(e);
      }
    }
    return reply;
  }

  /** Posts to the worker, and wakes it if it waits in place for a transaction's next batch. */
  private post(m: object) {
    this.worker.postMessage(m);
    Atomics.store(this.sent, 0, 1);
    Atomics.notify(this.sent, 0);
  }

  /** Runs a batch of protocol messages, posted before this returns; its raw output. */
  private run(message: Uint8Array, sync = false): Promise<Buffer> {
    return this.call(++this.seq, { message, sync }).then(({ out }) => Buffer.from(out!.buffer, out!.byteOffset, out!.byteLength));
  }

  /** Runs a batch for whoever holds `exclusive`, waiting for its answer in place (see "Waiting" above). */
  private runHeld(message: Uint8Array, sync: boolean, more: boolean): Buffer {
    if (this.dead) throw this.dead;
    const begin = this.beginWithNext;
    const id = ++this.seq;
    Atomics.store(this.answered, 0, 0);
    this.post({ id, message: begin ? Buffer.concat([BEGIN, message]) : message, sync, held: true, more });
    this.beginWithNext = false; // only once BEGIN is on its way
    if (Atomics.wait(this.answered, 0, 0, HELD_TIMEOUT_MS) === 'timed-out') {
      this.dead = new Error(`PGlite: no answer in ${HELD_TIMEOUT_MS / 1000} s`);
      log.error(`the embedded database stopped: ${this.dead.message}`);
      void this.worker.terminate();
      throw this.dead;
    }
    const r = receiveMessageOnPort(this.held)?.message as Reply | undefined;
    if (!r || r.id !== id) throw new Error('PGlite: an answer out of order');
    if (r.error) throw new Error(`PGlite: ${r.error.message}`);
    const out = Buffer.from(r.out!.buffer, r.out!.byteOffset, r.out!.byteLength);
    if (!begin) return out;
    if (!out.subarray(0, BEGUN.length).equals(BEGUN)) throw new Error('PGlite: BEGIN was not answered as expected');
    return out.subarray(BEGUN.length);
  }

  /**
   * Runs one batch that ends with Sync, outside any transaction: posted at once when nothing holds `exclusive`,
   * else in its turn among the transactions waiting for it (first come, first served, as PGlite's own lock; waiting
   * only for `exclusive` to be free could wait for ever behind a stream of transactions). It holds `exclusive` only
   * to post, not for its answer. Written through to disk, as PGlite does after every statement outside a transaction.
   */
  async runAlone(message: Uint8Array): Promise<Buffer> {
    if (!this.exclusive.isLocked()) return this.run(message, true);
    let answer!: Promise<Buffer>;
    await this.exclusive.runExclusive(() => {
      answer = this.run(message, true);
    });
    return answer;
  }

  /** Runs one batch that ends with Sync inside a transaction this caller is in. */
  runInTransaction(message: Uint8Array): Promise<Buffer> {
    return this.queryLock.runExclusive(async () => this.runHeld(message, false, true));
  }

  /** A batch for whoever holds `exclusive`: its messages up to the first error, which it throws. */
  private batch(parts: Uint8Array[], { sync = false, more }: { sync?: boolean; more: boolean }): BackendMessage[] {
    const { messages, error } = readMessages(this.runHeld(Buffer.concat(parts), sync, more));
    if (error) throw error;
    return messages;
  }

  /**
   * One statement with parameters (extended protocol), as PGlite's query(), in as few batches as the protocol allows
   * (a transaction waits on each): parsed, bound, executed and synced in one when it has no parameters; else parsed
   * and described first, for the parameters' types. The caller holds the locks.
   */
  private async runQuery<T>(query: string, params: unknown[] = [], options: QueryOptions | undefined, topLevel: boolean) {
    const execute = (values: (string | null)[]) => [
      serialize.bind({ values: values as string[] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
    const parseMessage = serialize.parse({ text: query, types: options?.paramTypes });
    try {
      if (params.length === 0)
        return parse.parseResults(
          this.batch([parseMessage, ...execute([])], { sync: topLevel, more: !topLevel }),
          this.parsers,
          options,
        )[0] as Results<T>;
      let parsed: BackendMessage[];
      try {
        parsed = this.batch([parseMessage, serialize.describe({ type: 'S' })], { more: true });
      } catch (e) {
        this.batch([serialize.sync()], { sync: topLevel, more: !topLevel });
        throw e;
      }
      const oids = parse.parseDescribeStatementResults(parsed);
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const ser = options?.serializers?.[oids[i]!] ?? this.serializers[oids[i]!];
        return ser ? ser(v) : String(v);
      });
      const results = [
        ...parsed.filter((m) => m.name === 'parseComplete'),
        ...this.batch(execute(values), { sync: topLevel, more: !topLevel }),
      ];
      return parse.parseResults(results, this.parsers, options)[0] as Results<T>;
    } catch (e) {
      throw withQuery(e, query, params, options);
    }
  }

  /** Statements without parameters (simple protocol), as PGlite's exec(), in one batch; the caller holds the locks. */
  private async runExec(query: string, options?: QueryOptions, topLevel = false, ends = false): Promise<Results[]> {
    try {
      return parse.parseResults(
        this.batch([serialize.query(query), serialize.sync()], { sync: topLevel, more: !topLevel && !ends }),
        this.parsers,
        options,
      ) as Results[];
    } catch (e) {
      throw withQuery(e, query, undefined, options);
    }
  }

  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.exclusive.runExclusive(() => this.runQuery<T>(query, params, options, true));
  }

  exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.exclusive.runExclusive(() => this.runExec(query, options, true));
  }

  /**
   * As PGlite's transaction(): BEGIN, the callback, then COMMIT, or ROLLBACK if it throws. BEGIN goes with the
   * transaction's first batch; a transaction that sent none has nothing to commit or roll back.
   */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.exclusive.runExclusive(async () => {
      this.beginWithNext = true;
      try {
        return await this.runTransaction(callback);
      } finally {
        this.beginWithNext = false;
      }
    });
  }

  private async runTransaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    let closed = false;
    /** COMMIT or ROLLBACK, unless nothing was sent (BEGIN still waits for a first batch). */
    const end = async (command: 'COMMIT' | 'ROLLBACK') => {
      if (this.beginWithNext) return [{ command, rows: [], fields: [] } as Results];
      return this.runExec(command, undefined, false, true);
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(q: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.queryLock.runExclusive(() => this.runQuery<R>(q, params, options, false));
      },
      exec: async (q: string, options?: QueryOptions) => {
        open();
        return this.queryLock.runExclusive(() => this.runExec(q, options));
      },
      rollback: async () => {
        open();
        await this.queryLock.runExclusive(() => end('ROLLBACK'));
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        const [r] = await end('COMMIT');
        if (r?.command === 'ROLLBACK') throw withQuery(new TransactionAbortedError(), 'COMMIT', undefined, undefined);
      }
      return result;
    } catch (e) {
      if (!closed) {
        closed = true;
        await end('ROLLBACK');
      }
      throw e;
    }
  }

  /** As PGlite's _initArrayTypes(): a serializer and a parser for the array of every type. */
  private async initArrayTypes() {
    const { rows } = await this.query<{ oid: number; typarray: number }>(`
      SELECT b.oid, b.typarray
      FROM pg_catalog.pg_type a
      LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
      WHERE a.typcategory = 'A'
      GROUP BY b.oid, b.typarray
      ORDER BY b.oid`);
    for (const t of rows) {
      this.serializers[t.typarray] = (x) => types.arraySerializer(x, this.serializers[t.oid]!, t.typarray);
      this.parsers[t.typarray] = (x) => types.arrayParser(x, this.parsers[t.oid]!, t.typarray);
    }
  }

  /** Waits for what is under way, closes the database and ends the thread. */
  async close(): Promise<void> {
    if (this.dead) return;
    await this.exclusive.runExclusive(async () => {
      this.closing = true;
      await this.call(++this.seq, { close: true });
    });
    await this.worker.terminate();
  }
}
