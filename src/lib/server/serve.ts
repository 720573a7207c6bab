// serve(call, fn): the handler of one call contract (src/lib/shared/contracts). The contract's schemas read the
// input, the contract's answer type checks what fn returns (at compile time; at run time too with
// CONTRACT_CHECK=1, which the contract tests set). Reading is lazy so the handler decides the order: who is
// calling first (401/403 before any validation message), then the input.
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import type { AnswerIn, BodyOf, Call, ParamsOf, QueryOf, Registered } from '~/lib/shared/contracts/contract.ts';
import { envelope, errorResponse, ok, parseWith, readJson, readQuery } from './http.ts';
import { log } from './log.ts';

/** `data` with a message other than 'success' (and extra headers). */
export class Reply<T> {
  readonly data: T;
  readonly msg: string;
  readonly headers: HeadersInit;
  constructor(data: T, msg: string, headers: HeadersInit = {}) {
    this.data = data;
    this.msg = msg;
    this.headers = headers;
  }
}
export const reply = <T>(data: T, msg: string, headers?: HeadersInit) => new Reply(data, msg, headers);

export interface Reader<C extends Call> {
  body(): Promise<BodyOf<C>>;
  query(): QueryOf<C>;
  params(): ParamsOf<C>;
}

type Served<C extends Call> = AnswerIn<C> | Reply<AnswerIn<C>> | Response;

const checking = process.env.CONTRACT_CHECK === '1';

/**
 * Under CONTRACT_CHECK=1 (tests only): an answer that breaks its contract is logged and answered with a 500,
 * so the test that made the call fails and names the field.
 */
function checkAnswer(call: Registered<string, Call>, data: unknown): Response | null {
  if (!('parse' in call.answer)) return null;
  const r = (call.answer as z.ZodType).safeParse(JSON.parse(JSON.stringify(data ?? null)));
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  const where = `${call.key} data.${issue.path.join('.')}: ${issue.message}`;
  log.error('contract mismatch', { call: call.key, path: issue.path.join('.'), issue: issue.message });
  return envelope(500, 500, `contract mismatch: ${where}`);
}

export function serve<K extends string, C extends Call>(
  call: Registered<K, C>,
  fn: (ctx: APIContext, read: Reader<C>) => Promise<Served<C>>,
): APIRoute {
  return async (ctx) => {
    try {
      const read: Reader<C> = {
        body: () => readJson(ctx.request, call.body as z.ZodType) as Promise<BodyOf<C>>,
        query: () => readQuery(ctx.url, call.query as z.ZodType) as QueryOf<C>,
        params: () => parseWith(call.params as z.ZodType, { ...ctx.params }) as ParamsOf<C>,
      };
      const out = await fn(ctx, read);
      if (out instanceof Response) return out;
      const r = out instanceof Reply ? out : new Reply(out, 'success');
      return (checking && checkAnswer(call, r.data)) || ok(r.data, r.msg, r.headers);
    } catch (e) {
      return errorResponse(e);
    }
  };
}
