// The shape of a call contract and the types the handler (server) and the islands (browser) derive from it.
// Only `defineCalls` and `fileAnswer` exist at run time; everything else is types, so an island that imports a
// contract's types with `import type` ships none of this (nor zod).
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'DELETE';
export type CallKey = `${Method} /api/${string}`;

/** The body of an upload call: multipart/form-data with one field `file` (read by the server's upload code). */
export const MULTIPART = 'multipart/form-data';
/** A body the server reads as raw text (a signed webhook), described by the schema for documentation only. */
export interface RawBody {
  readonly raw: string;
  readonly schema: z.ZodType;
}

/** The call answers a file (its bytes, not the envelope); a refusal is still the envelope. */
export interface FileAnswer {
  readonly file: readonly string[];
}
export const fileAnswer = (...contentTypes: string[]): FileAnswer => ({ file: contentTypes });

export interface Call {
  /** One English line for /api/openapi.json. */
  readonly summary: string;
  /** The path's [name] segments, as text (zIdText for ids). */
  readonly params?: z.ZodType;
  /** The query string, as text values (parsed strictly: zIdText, zIntText, enums …). */
  readonly query?: z.ZodType;
  /** The JSON body (exact types, strict objects), or a multipart upload, or a raw signed body. */
  readonly body?: z.ZodType | typeof MULTIPART | RawBody;
  /** `data` of the {status, msg, data} envelope; the whole JSON body when `envelope` is false; or a file. */
  readonly answer: z.ZodType | FileAnswer;
  /** false: the answer is not wrapped in the envelope (a format fixed by the spec or by a third party). */
  readonly envelope?: false;
}

export type Registered<K extends string, C extends Call> = C & { readonly key: K; readonly method: Method; readonly path: string };

/** Names each call by its key ("POST /api/cart/num"): the key gives the method and the path pattern. */
export function defineCalls<const T extends { [K in keyof T]: K extends CallKey ? Call : never }>(
  calls: T,
): { [K in keyof T & string]: Registered<K, T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, c] of Object.entries(calls as Record<string, Call>)) {
    const [method, path] = key.split(' ') as [Method, string];
    out[key] = { ...c, key, method, path };
  }
  return out as { [K in keyof T & string]: Registered<K, T[K]> };
}

type Schema<S> = S extends z.ZodType ? S : never;

/** What the handler may return as `data` (Dates are fine where the answer says zTime). */
export type AnswerIn<C extends Call> = C['answer'] extends z.ZodType ? z.input<C['answer']> : never;
/** What the browser reads in `data`. */
export type AnswerOf<C extends Call> = C['answer'] extends z.ZodType ? z.output<C['answer']> : never;
/** The body as the handler receives it (parsed, defaults applied). */
export type BodyOf<C extends Call> = C['body'] extends z.ZodType ? z.output<C['body']> : never;
/** The body as the browser sends it. */
export type BodyIn<C extends Call> = C['body'] extends z.ZodType
  ? z.input<C['body']>
  : C['body'] extends typeof MULTIPART
    ? FormData
    : undefined;
export type QueryOf<C extends Call> = z.output<Schema<C['query']>>;
export type ParamsOf<C extends Call> = z.output<Schema<C['params']>>;
/** The query as the browser sends it: numbers are written as text by the client. */
export type QueryIn<C extends Call> = C['query'] extends z.ZodType
  ? {
      [K in keyof z.input<C['query']>]: z.input<C['query']>[K] extends string | undefined
        ? z.input<C['query']>[K] | number
        : z.input<C['query']>[K];
    }
  : never;
