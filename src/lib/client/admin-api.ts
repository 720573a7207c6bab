// The back office's API client: same-origin JSON (or multipart) calls to /api/admin with the staff cookie and the
// page's CSRF token (a <meta name="staff-csrf"> written by the admin layout). A 401 goes to /admin/login.
import { ofetch } from 'ofetch';
import { ApiFailure, fieldOf, REQUEST_TIMEOUT_MS, transportFailure, type Envelope } from './api.ts';
import { ADMIN_LOGIN } from '~/lib/shared/guard.ts';
import { loginUrl } from '~/lib/shared/links.ts';
import type { AnswerOf, BodyIn, QueryIn } from '~/lib/shared/contracts/contract.ts';
import type { CallAt, CallPath } from '~/lib/shared/contracts/index.ts';
import { LOGIN_REQUIRED, NETWORK_FAILED } from '~/lib/shared/messages.ts';

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
    throw transportFailure(e);
  }
  if (!res || typeof res !== 'object' || !('status' in res)) throw new ApiFailure(0, NETWORK_FAILED);
  if (res.status === 401) {
    location.assign(loginUrl(location.pathname + location.search, ADMIN_LOGIN));
    throw new ApiFailure(401, res.msg || LOGIN_REQUIRED);
  }
  if (res.status !== 200) throw new ApiFailure(res.status, res.msg, fieldOf(res.data));
  return res;
}

/** A back-office call: the URL picks its contract (src/lib/shared/contracts/admin.ts). */
export type AdminGet = Extract<CallPath<'GET'>, `/api/admin/${string}` | '/api/help/list'>;
export type AdminPost = Extract<CallPath<'POST'>, `/api/admin/${string}`>;

/**
 * Calls typed by their contracts, as the store's client is: the body or query must fit the call's input schema and
 * `data` has its answer type. Types only: nothing of the contracts reaches the bundle. `send` is for the generic
 * forms (ActionForm, ListEditor), whose endpoint is a prop and whose body the server's schema judges.
 */
export const adminApi = {
  get: <U extends AdminGet>(url: U, query?: QueryIn<CallAt<'GET', U>>) =>
    call<AnswerOf<CallAt<'GET', U>>>('GET', url, undefined, query as Record<string, unknown> | undefined),
  post: <U extends AdminPost>(url: U, body: BodyIn<CallAt<'POST', U>>) => call<AnswerOf<CallAt<'POST', U>>>('POST', url, body ?? {}),
  /** A multipart upload (FormData, the browser sets the boundary); `query` carries the call's query values. */
  upload: <U extends AdminPost>(url: U, form: FormData, query?: QueryIn<CallAt<'POST', U>>) =>
    call<AnswerOf<CallAt<'POST', U>>>('POST', url, form, query as Record<string, unknown> | undefined),
  send: (url: AdminPost, body: Record<string, unknown> | FormData, query?: Record<string, string>) =>
    call<{ id?: number } | null>('POST', url, body, query),
};
