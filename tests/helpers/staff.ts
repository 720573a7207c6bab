// Back-office clients for tests: sign in at /api/admin/login, then send the staff cookie and the CSRF header.
import { client } from './client.ts';

export const STAFF = {
  admin: 'admin',
  operator: 'operator',
  merchandiser: 'merchandiser',
  editor: 'editor',
  password: 'demo1234',
} as const;

export type StaffClient = ReturnType<typeof staffClient>;

export function staffClient(base: string, token: string, csrf: string) {
  const c = client(base);
  const h = { cookie: `qili_staff=${token}`, 'x-csrf-token': csrf };
  return {
    token,
    csrf,
    get: <T = any>(p: string, headers: Record<string, string> = {}) => c.get<T>(p, { ...h, ...headers }),
    post: <T = any>(p: string, body?: unknown, headers: Record<string, string> = {}) => c.post<T>(p, body, { ...h, ...headers }),
    call: <T = any>(method: string, p: string, body?: unknown, headers: Record<string, string> = {}) =>
      c.call<T>(method, p, body, { ...h, ...headers }),
    /** A page of the back office (HTML), with the staff cookie. */
    page: async (p: string) => {
      const r = await fetch(base + p, { headers: { cookie: `qili_staff=${token}` }, redirect: 'manual' });
      return { status: r.status, html: await r.text(), location: r.headers.get('location') };
    },
  };
}

export async function staffLogin(base: string, login: string, password: string = STAFF.password) {
  const r = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  const body = (await r.json()) as { status: number; msg: string; data: { csrf: string; staff: any } };
  if (body.status !== 200) throw new Error(`staff login ${login} failed: ${r.status} ${body.msg}`);
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('qili_staff='))!;
  const token = cookie.slice('qili_staff='.length, cookie.indexOf(';'));
  return staffClient(base, token, body.data.csrf);
}

/** A server of a test file's own (its changes to the catalogue and page configuration touch nobody else), on the suite's database kind. */
export async function ownServer() {
  const { startServer } = await import('./server.ts');
  const { createTempDatabase } = await import('./pg.ts');
  const pgDb =
    process.env.API_DB === 'postgres' && process.env.TEST_DATABASE_URL ? await createTempDatabase(process.env.TEST_DATABASE_URL) : null;
  const srv = await startServer({ env: pgDb ? { DATABASE_URL: pgDb.url } : {} });
  return {
    ...srv,
    stop: async () => {
      await srv.stop();
      await pgDb?.drop();
    },
  };
}

/** A multipart upload to the back office (with the page's Origin, as a browser sends it). */
export function staffUpload(s: StaffClient, base: string, endpoint: string, files: { field?: string; bytes: Uint8Array; name: string }[]) {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'file', new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  return s.call('POST', endpoint, form, { origin: base });
}
