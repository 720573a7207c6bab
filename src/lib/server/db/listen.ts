// A PostgreSQL LISTEN on a connection of its own (not from the pool: a pooled connection is shared and may be
// closed while idle). When the connection breaks (a database restart, a failover, pg_terminate_backend) it is
// opened again with growing delays (0.2 s … 5 s), and onReconnect runs once it listens again.
import type pg from 'pg';
import { log } from '~/lib/server/log.ts';

export interface Listening {
  close(): Promise<void>;
  /** Resolves once the channel is listened on (the first time). */
  ready: Promise<void>;
}

export function listen(
  url: string,
  channel: string,
  on: { onMessage(payload: string | undefined): void; onReconnect(): void; onLost?(): void },
): Listening {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 200;
  let everConnected = false;
  let timer: NodeJS.Timeout | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((r) => (markReady = r));

  const again = (why: string) => {
    if (closed || timer) return;
    log.warn(`change listener: connection lost (${why}); reconnecting in ${delay} ms`);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 5000);
  };

  async function connect() {
    const { default: pgModule } = await import('pg');
    const c = new pgModule.Client({ connectionString: url, keepAlive: true });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === channel) on.onMessage(n.payload);
    });
    const lost = (why: string) => {
      if (client !== c) return; // already handled (an 'error' is followed by an 'end')
      client = null;
      c.end().catch(() => {});
      on.onLost?.();
      again(why);
    };
    c.on('error', (e) => lost(e.message));
    c.on('end', () => lost('ended'));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (e) {
      lost(e instanceof Error ? e.message : String(e));
      return;
    }
    if (closed) return void c.end().catch(() => {});
    const recovering = everConnected || delay > 200;
    delay = 200;
    if (recovering) {
      log.info('change listener: listening again');
      on.onReconnect();
    }
    everConnected = true;
    markReady();
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
