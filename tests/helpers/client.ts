// A tiny API client for tests: JSON in, envelope out, optional bearer token.
export interface Answer<T = any> {
  http: number;
  status: number;
  msg: string;
  data: T;
  headers: Headers;
}

export function client(base: string, token?: string) {
  async function call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (typeof body === 'string') {
      payload = body;
      h['content-type'] ??= 'application/json';
    } else if (body instanceof Uint8Array || body instanceof FormData) payload = body as BodyInit;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    const r = await fetch(base + path, { method, headers: h, body: payload, redirect: 'manual' });
    const text = await r.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { http: r.status, status: json?.status, msg: json?.msg, data: json?.data, headers: r.headers };
  }
  return {
    get: <T = any>(p: string, headers?: Record<string, string>) => call<T>('GET', p, undefined, headers),
    post: <T = any>(p: string, body?: unknown, headers?: Record<string, string>) => call<T>('POST', p, body ?? {}, headers),
    del: <T = any>(p: string, body?: unknown) => call<T>('DELETE', p, body),
    call,
  };
}

export async function login(
  base: string,
  phone: string,
  password = 'demo1234',
): Promise<{ token: string; api: ReturnType<typeof client>; user: any }> {
  const r = await client(base).post('/api/login', { phone, password });
  if (r.status !== 200) throw new Error(`login ${phone} failed: ${r.http} ${r.msg}`);
  return { token: r.data.token, api: client(base, r.data.token), user: r.data.userInfo };
}

export const DEMO = {
  main: '13800000000',
  buyer: '13800000001',
  finance: '13800000002',
  otherMain: '13900000000',
  third: '13700000001',
  password: 'demo1234',
};
