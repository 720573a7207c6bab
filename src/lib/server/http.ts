// The API envelope {status, msg, data}, typed errors and input parsing shared by every /api handler.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { log } from './log.ts';
import { LOGIN_REQUIRED } from '~/lib/shared/messages.ts';

export class ApiError extends Error {
  readonly http: number;
  readonly status: number;
  /** The input field the refusal is about: the answer's data is then {field}, and the form shows msg under it. */
  readonly field: string | undefined;
  constructor(http: number, msg: string, status = http, field?: string) {
    super(msg);
    this.http = http;
    this.status = status;
    this.field = field;
  }
}

export const badRequest = (msg: string, field?: string) => new ApiError(400, msg, 400, field);
export const notFound = (msg = '数据不存在', field?: string) => new ApiError(404, msg, 404, field);
export const forbidden = (msg = '没有权限') => new ApiError(403, msg);
export const unauthorized = () => new ApiError(401, LOGIN_REQUIRED);
export const conflict = (msg: string, field?: string) => new ApiError(409, msg, 409, field);
export const tooMany = (msg: string) => new ApiError(429, msg);

/** A refusal by staff (a payment, a company, an invoice, an after-sales record) names its reason: empty is a 400. */
export function assertReason(reason: string): void {
  if (!reason.trim()) throw badRequest('请填写驳回原因');
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function envelope(http: number, status: number, msg: string, data: unknown = null, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify({ status, msg, data }), { status: http, headers: { ...JSON_HEADERS, ...headers } });
}

export function ok(data: unknown = null, msg = 'success', headers: HeadersInit = {}): Response {
  return envelope(200, 200, msg, data, headers);
}

export function errorResponse(e: unknown): Response {
  if (e instanceof ApiError) return envelope(e.http, e.status, e.message, fieldData(e.field));
  if (e instanceof z.ZodError) return errorResponse(zodRefusal(e));
  log.error('unexpected error', { err: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  return envelope(500, 500, '服务器繁忙，请稍后再试');
}

/** Field labels used when a schema's own message does not already say which field is wrong. */
const LABELS: Record<string, string> = {
  phone: '手机号',
  code: '验证码',
  password: '密码',
  confirm: '确认密码',
  srcPassword: '原密码',
  purpose: '验证码用途',
  companyName: '企业名称',
  contactName: '联系人',
  nickname: '昵称',
  avatar: '头像',
  id: 'ID',
  ids: 'ID列表',
  page: '页码',
  limit: '每页条数',
  keyword: '关键词',
  num: '数量',
  agree: '注册协议',
  // The address and invoice-title forms' 设为默认 (a call with another type was told isDefault格式不正确).
  isDefault: '设为默认',
};

/** A 4xx answer naming the field it is about: data {field} (the top-level input key), else null. */
const fieldData = (field: string | undefined) => (field ? { field } : null);

/** The 400 of a refused parse: its message, and the field it is about. */
export const zodRefusal = (e: z.ZodError) => badRequest(zodMessage(e), zodField(e));

/** The input field of a refused parse (its first issue's top-level key); none for a stray key or the whole body. */
function zodField(e: z.ZodError): string | undefined {
  const issue = e.issues[0];
  if (!issue || issue.code === 'unrecognized_keys') return undefined;
  const top = issue.path[0];
  return typeof top === 'string' ? top : undefined;
}

export function zodMessage(e: z.ZodError): string {
  const issue = e.issues[0];
  if (!issue) return '参数错误';
  const key = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `不支持的字段：${issue.keys.join('、')}`;
  const label = LABELS[String(issue.path[issue.path.length - 1] ?? '')] ?? key;
  const msg = issue.message;
  // Our schemas carry Chinese messages; zod's defaults are English and get a generic Chinese text.
  if (/[\u4e00-\u9fa5]/.test(msg)) return msg;
  return label ? `${label}格式不正确` : '参数格式不正确';
}

export const JSON_LIMIT = 1024 * 1024;

/** A request body refused for its size (413). */
export class TooLargeError extends ApiError {
  constructor(msg = '请求数据过大') {
    super(413, msg);
  }
}

/** How long the rest of a refused body is read (and dropped) before the connection is cut. */
const LINGER_MS = 2000;

/**
 * After a body is refused or left half read: drop what the client still sends for a moment, then stop reading for
 * good (cancelling the stream closes the connection). Cutting at once would close with unread data, which resets
 * the connection and can destroy the answer on its way to the client; reading on to the end would let a client
 * keep the server busy with a body of any size. Nothing read here is kept.
 */
function linger(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const stopAt = Date.now() + LINGER_MS;
  void (async () => {
    try {
      for (;;) {
        const left = stopAt - Date.now();
        if (left <= 0) break;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), left);
        });
        const step = await Promise.race([reader.read(), late]);
        clearTimeout(timer);
        if (!step || step.done) break;
      }
    } catch {
      /* the client went away */
    }
    await reader.cancel().catch(() => {});
  })();
}

/**
 * The request body chunk by chunk, stopping with a TooLargeError as soon as more than `limit` bytes have arrived
 * (or Content-Length declares more): the body is never held beyond the limit, chunked or not. A body not read to
 * its end (refused, or the caller stopped early) is drained briefly and then cut off (linger).
 */
export async function* bodyChunks(request: Request, limit: number, tooLarge = () => new TooLargeError()): AsyncGenerator<Uint8Array> {
  const declaredTooLarge = Number(request.headers.get('content-length') || 0) > limit;
  if (!request.body) {
    if (declaredTooLarge) throw tooLarge();
    return;
  }
  const reader = request.body.getReader();
  let ended = false;
  try {
    if (declaredTooLarge) throw tooLarge();
    let size = 0;
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch (e) {
        ended = true;
        // The node adapter's own cap (bodySizeLimit) or a client that went away mid-body.
        if (/size limit/i.test(String((e as Error)?.message ?? e))) throw tooLarge();
        throw badRequest('请求数据不完整');
      }
      if (step.done) {
        ended = true;
        return;
      }
      size += step.value.byteLength;
      if (size > limit) throw tooLarge();
      yield step.value;
    }
  } finally {
    if (ended) reader.releaseLock();
    else linger(reader);
  }
}

/** The whole body, at most `limit` bytes (413 beyond, while reading). */
export async function readBody(request: Request, limit: number, tooLarge?: () => TooLargeError): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const c of bodyChunks(request, limit, tooLarge)) chunks.push(c);
  return Buffer.concat(chunks);
}

function hasNul(v: unknown, depth = 0): boolean {
  if (depth > 32) throw badRequest('请求数据嵌套过深');
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some((x) => hasNul(x, depth + 1));
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
  return false;
}

/** Strict UTF-8: a malformed byte sequence is an error, never a U+FFFD stored in its place. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

const isJsonType = (contentType: string | null) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test((contentType ?? '').trim());

/**
 * Reads a JSON body of at most 1 MB (413 beyond), refusing NUL bytes, invalid UTF-8 and deep nesting, then parses it
 * with the schema. A body must be declared application/json: a cross-site form can only send form or text/plain
 * types, so calls that need no login (login, registration, SMS codes) cannot be driven from another site's page.
 */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const bytes = await readBody(request, JSON_LIMIT);
  let text = '';
  if (bytes.byteLength) {
    if (!isJsonType(request.headers.get('content-type')))
      throw new ApiError(415, '请求数据格式错误，应为JSON（Content-Type: application/json）');
    try {
      text = UTF8.decode(bytes);
    } catch {
      throw badRequest('请求数据不是有效的UTF-8编码');
    }
  }
  let data: unknown = {};
  if (text.trim()) {
    try {
      data = JSON.parse(text);
    } catch {
      throw badRequest('请求数据格式错误，应为JSON');
    }
  }
  if (hasNul(data)) throw badRequest('参数包含非法字符');
  return parseWith(schema, data);
}

export function parseWith<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const r = schema.safeParse(data);
  if (!r.success) throw zodRefusal(r.error);
  return r.data;
}

/** Query parameters as a plain object (last value wins), NUL bytes refused. */
export function readQuery<T extends z.ZodType>(url: URL, schema: T): z.output<T> {
  const obj: Record<string, string> = {};
  for (const [k, v] of url.searchParams) {
    if (k.includes('\u0000') || v.includes('\u0000')) throw badRequest('参数包含非法字符');
    obj[k] = v;
  }
  return parseWith(schema, obj);
}

/** Wraps a handler: errors become the envelope; the handler returns data or a Response. */
export function handler(fn: (ctx: APIContext) => Promise<unknown>): APIRoute {
  return async (ctx) => {
    try {
      const out = await fn(ctx);
      return out instanceof Response ? out : ok(out);
    } catch (e) {
      return errorResponse(e);
    }
  };
}
