// The one API client: base address, JSON, bearer token, 30 s time-out, and the 401 rules of SPEC §4/§8.
import { ofetch, FetchError } from 'ofetch';
import { clearToken, getToken } from './token.ts';
import { resetStore } from './stores.ts';
import { toast } from './toast.ts';
import { loginUrl } from '~/lib/shared/links.ts';
import type { AnswerOf, BodyIn, QueryIn } from '~/lib/shared/contracts/contract.ts';
import type { CallAt, CallPath } from '~/lib/shared/contracts/index.ts';
import { LOGIN_REQUIRED, NETWORK_FAILED, REQUEST_TIMEOUT, SESSION_ENDED_REASON } from '~/lib/shared/messages.ts';

export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

export const REQUEST_TIMEOUT_MS = 30_000;

export class ApiFailure extends Error {
  readonly status: number;
  /** The input field a refusal names (its envelope's data.field): the form shows the message under that field. */
  readonly field: string | undefined;
  constructor(status: number, msg: string, field?: string) {
    super(msg);
    this.status = status;
    this.field = field;
  }
}

/** The field a refusal's envelope names (data: {field}), if any. */
export const fieldOf = (data: unknown): string | undefined => {
  const f = data && typeof data === 'object' ? (data as { field?: unknown }).field : undefined;
  return typeof f === 'string' ? f : undefined;
};

/** The failure of a call that got no answer the store wrote: timed out (or aborted), or no network. */
export const transportFailure = (e: unknown): ApiFailure =>
  new ApiFailure(0, e instanceof FetchError && /timeout|aborted/i.test(e.message) ? REQUEST_TIMEOUT : NETWORK_FAILED);

const base = (import.meta.env.PUBLIC_API_BASE as string | undefined) ?? '';

const raw = ofetch.create({
  baseURL: base,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  // The envelope is read even on 4xx/5xx: the body's status decides.
  ignoreResponseError: true,
  onRequest({ options }) {
    const token = getToken();
    const headers = new Headers(options.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    options.headers = headers;
  },
});

/**
 * Status 401 in a body: 请先登录, clear the token, reset the store, go to /login; when this tab held a token (a
 * session that has ended: password changed elsewhere, account disabled, expired) /login says so (?reason=expired).
 */
export function handleUnauthorized() {
  toast.warning(LOGIN_REQUIRED);
  const ended = getToken() ? SESSION_ENDED_REASON : undefined;
  clearToken();
  resetStore();
  const here = location.pathname + location.search;
  setTimeout(() => location.assign(loginUrl(here, undefined, ended)), 300);
}

async function call<T>(method: string, url: string, opts: { body?: unknown; query?: Record<string, unknown> } = {}): Promise<Envelope<T>> {
  let res: Envelope<T> | undefined;
  try {
    const r = await raw.raw<Envelope<T>>(url, { method, body: opts.body as Record<string, unknown>, query: opts.query });
    res = r._data;
    if (!res || typeof res !== 'object' || !('status' in res)) {
      if (r.status === 401) {
        // Transport-level 401 without our envelope: reset the token and reload.
        clearToken();
        location.reload();
      }
      throw new ApiFailure(r.status, NETWORK_FAILED);
    }
  } catch (e) {
    if (e instanceof ApiFailure) throw e;
    throw transportFailure(e);
  }
  if (res.status === 401) {
    handleUnauthorized();
    throw new ApiFailure(401, res.msg || LOGIN_REQUIRED);
  }
  if (res.status !== 200) throw new ApiFailure(res.status, res.msg, fieldOf(res.data));
  return res;
}

/**
 * Calls typed by their contracts (src/lib/shared/contracts): the URL picks the call, the body or query must fit
 * its input schema and `data` has its answer type. Types only: nothing of the contracts reaches the bundle.
 */
export const api = {
  get: <U extends CallPath<'GET'>>(url: U, query?: QueryIn<CallAt<'GET', U>>) =>
    call<AnswerOf<CallAt<'GET', U>>>('GET', url, { query: query as Record<string, unknown> | undefined }),
  post: <U extends CallPath<'POST'>>(url: U, body: BodyIn<CallAt<'POST', U>>) =>
    call<AnswerOf<CallAt<'POST', U>>>('POST', url, { body: body ?? {} }),
  /**
   * A multipart upload whose call also takes a query (the receipt's ?id=); `post` sends a FormData body as it is.
   * Uploads go through here too, so a lost network or a proxy's error page reads as every other call's (网络异常),
   * never the browser's own words (Failed to fetch).
   */
  upload: <U extends CallPath<'POST'>>(url: U, form: FormData, query?: QueryIn<CallAt<'POST', U>>) =>
    call<AnswerOf<CallAt<'POST', U>>>('POST', url, { body: form, query: query as Record<string, unknown> | undefined }),
  del: <U extends CallPath<'DELETE'>>(url: U, body: BodyIn<CallAt<'DELETE', U>>) =>
    call<AnswerOf<CallAt<'DELETE', U>>>('DELETE', url, { body }),
};
