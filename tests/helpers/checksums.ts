// Table checksums of a running server's database, read over its ops socket (read-only command db:checksums),
// or directly from PostgreSQL when the server runs on DATABASE_URL.
import net from 'node:net';
import path from 'node:path';

export type Checksums = Record<string, { count: number; checksum: string }>;

/** Tables that legitimately change on any call (sessions touched, page views, rate-limit counters). */
export const VOLATILE = /^(sessions|staff_sessions|login_failures|sms_codes|page_views|footprints|meta)$/;

export function checksums(dataDir: string): Promise<Checksums> {
  return new Promise((resolve, reject) => {
    const sock = net.createConnection(path.join(dataDir, 'ops.sock'));
    let buf = '';
    sock.setEncoding('utf8');
    sock.on('connect', () => sock.write(JSON.stringify({ argv: ['db:checksums'] }) + '\n'));
    sock.on('data', (d) => (buf += d));
    sock.on('end', () => {
      try {
        const a = JSON.parse(buf) as { ok: boolean; output: string };
        if (!a.ok) return reject(new Error(a.output));
        resolve(JSON.parse(a.output));
      } catch (e) {
        reject(e);
      }
    });
    sock.on('error', reject);
  });
}

/** Names of the tables whose rows differ between two snapshots (volatile ones left out). */
export function changedTables(a: Checksums, b: Checksums, ignore: RegExp = VOLATILE): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => !ignore.test(n) && JSON.stringify(a[n]) !== JSON.stringify(b[n])).sort();
}
