// Step "envelope": under /api every answer is the {status, msg, data} envelope, refusals and failures included
// (unknown paths and wrong methods: 接口不存在); a page that fails answers a short Chinese text, never a stack.
import type { MiddlewareHandler } from 'astro';
import { envelope as envelopeOf, errorResponse } from '~/lib/server/http.ts';
import { requestFacts } from './request.ts';

/** The answer to an /api path or method no handler serves (also the catch-all route src/pages/api/[...rest].ts). */
export const noSuchCall = () => envelopeOf(404, 404, '接口不存在');

export const envelope: MiddlewareHandler = async (ctx, next) => {
  const { isApi } = requestFacts(ctx);
  try {
    const res = await next();
    if (!isApi || res.status < 400 || (res.headers.get('content-type') ?? '').includes('json')) return res;
    return res.status === 404 || res.status === 405
      ? noSuchCall()
      : envelopeOf(res.status, res.status, res.status === 413 ? '请求数据过大' : '请求失败');
  } catch (e) {
    return isApi
      ? errorResponse(e)
      : new Response('服务器繁忙，请稍后再试', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
};
