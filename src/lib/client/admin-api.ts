// The back office's API client: same-origin JSON (or multipart) calls to /api/admin with the staff cookie and the
// page's CSRF token (a <meta name="staff-csrf"> written by the admin layout). A 401 goes to /admin/login.
import { ofetch, FetchError } from 'ofetch';
import { ApiFailure, REQUEST_TIMEOUT_MS, type Envelope } from './api.ts';

function csrf(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="staff-csrf"]')?.content ?? '';
}

const raw = ofetch.create({
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  ignoreResponseError: true,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    headers.set('x-csrf-token', csrf());
    options.headers = headers;
  },
});

async function call<T>(method: string, url: string, body?: unknown, query?: Record<string, unknown>): Promise<Envelope<T>> {
  let res: Envelope<T> | undefined;
  try {
    res = (await raw.raw<Envelope<T>>(url, { method, body: body as Record<string, unknown>, query }))._data;
  } catch (e) {
    throw new ApiFailure(0, e instanceof FetchError && /timeout|aborted/i.test(e.message) ? '请求超时，请稍后重试' : '网络异常！');
  }
  if (!res || typeof res !== 'object' || !('status' in res)) throw new ApiFailure(0, '网络异常！');
  if (res.status === 401) {
    location.assign('/admin/login?redirect=' + encodeURIComponent(location.pathname + location.search));
    throw new ApiFailure(401, res.msg || '请先登录');
  }
  if (res.status !== 200) throw new ApiFailure(res.status, res.msg);
  return res;
}

export const adminApi = {
  get: <T>(url: string, query?: Record<string, unknown>) => call<T>('GET', url, undefined, query),
  post: <T>(url: string, body?: unknown) => call<T>('POST', url, body ?? {}),
  /** A multipart upload (FormData); the browser sets the boundary. */
  upload: <T>(url: string, form: FormData) => call<T>('POST', url, form),
};
