// The API envelope {status, msg, data}, typed errors and input parsing shared by every /api handler.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { log } from './log.ts';

export class ApiError extends Error {
  readonly http: number;
  readonly status: number;
  constructor(http: number, msg: string, status = http) {
    super(msg);
    this.http = http;
    this.status = status;
  }
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const notFound = (msg = '数据不存在') => new ApiError(404, msg);
export const forbidden = (msg = '没有权限') => new ApiError(403, msg);
export const unauthorized = () => new ApiError(401, '请先登录');
export const conflict = (msg: string) => new ApiError(409, msg);
export const tooMany = (msg: string) => new ApiError(429, msg);

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function envelope(http: number, status: number, msg: string, data: unknown = null, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify({ status, msg, data }), { status: http, headers: { ...JSON_HEADERS, ...headers } });
}

export function ok(data: unknown = null, msg = 'success', headers: HeadersInit = {}): Response {
  return envelope(200, 200, msg, data, headers);
}

export function errorResponse(e: unknown): Response {
  if (e instanceof ApiError) return envelope(e.http, e.status, e.message);
  if (e instanceof z.ZodError) return envelope(400, 400, zodMessage(e));
  log.error('unexpected error', { err: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  return envelope(500, 500, '服务器繁忙，请稍后再试');
}

/** Field labels used when a schema's own message does not already say which field is wrong. */
const LABELS: Record<string, string> = {
  phone: '手机号', code: '验证码', password: '密码', confirm: '确认密码', srcPassword: '原密码', purpose: '验证码用途',
  companyName: '企业名称', contactName: '联系人', nickname: '昵称', avatar: '头像', id: 'ID', ids: 'ID列表',
  page: '页码', limit: '每页条数', keyword: '关键词', num: '数量', agree: '注册协议',
};

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

function hasNul(v: unknown, depth = 0): boolean {
  if (depth > 32) throw badRequest('请求数据嵌套过深');
  if (typeof v === 'string') return v.includes('\u0000');
  if (Array.isArray(v)) return v.some((x) => hasNul(x, depth + 1));
  if (v && typeof v === 'object') return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
  return false;
}

/** Reads a JSON body of at most 1 MB (413 beyond), refusing NUL bytes and deep nesting, then parses it with the schema. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const declared = Number(request.headers.get('content-length') || 0);
  if (declared > JSON_LIMIT) throw new ApiError(413, '请求数据过大');
  let text = '';
  if (request.body) {
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > JSON_LIMIT) {
        await reader.cancel().catch(() => {});
        throw new ApiError(413, '请求数据过大');
      }
      chunks.push(value);
    }
    text = Buffer.concat(chunks).toString('utf8');
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
  if (!r.success) throw badRequest(zodMessage(r.error));
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
