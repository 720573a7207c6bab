// The OpenAPI 3.1 document of the API, generated from the call contracts (src/lib/shared/contracts) with zod's
// own JSON Schema conversion (draft 2020-12, which OpenAPI 3.1 uses). Built once per process.
import { z } from 'zod';
import { CALLS } from '~/lib/shared/contracts/index.ts';
import { MULTIPART, type Call, type FileAnswer, type RawBody } from '~/lib/shared/contracts/contract.ts';

type Json = Record<string, unknown>;

const ENVELOPE_NOTE = 'Every answer under /api is the envelope {status, msg, data}; `status` repeats the HTTP status and `msg` is Chinese.';

/** One schema as JSON Schema; its $defs (recursive types) move to components.schemas under a prefix. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', prefix: string, components: Record<string, Json>): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  const defs = (out.$defs ?? {}) as Record<string, Json>;
  delete out.$defs;
  const rename = (name: string) => `${prefix}_${name.replace(/[^A-Za-z0-9]/g, '')}`;
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (v && typeof v === 'object') {
      const o: Json = {};
      for (const [k, x] of Object.entries(v)) {
        o[k] =
          k === '$ref' && typeof x === 'string' && x.startsWith('#/$defs/') ? `#/components/schemas/${rename(x.slice(8))}` : rewrite(x);
      }
      return o;
    }
    return v;
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def) as Json;
  return rewrite(out) as Json;
}

/** Query or path parameters from an object schema's properties. */
function parameters(schema: z.ZodType, where: 'query' | 'path', prefix: string, components: Record<string, Json>): Json[] {
  const s = toSchema(schema, 'input', prefix, components);
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required ?? []) as string[]);
  return Object.entries(props).map(([name, p]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: p }));
}

const isFile = (a: Call['answer']): a is FileAnswer => 'file' in a && Array.isArray((a as FileAnswer).file);
const isRaw = (b: Call['body']): b is RawBody => typeof b === 'object' && b !== null && 'raw' in b;

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api/, '')
    .replace(/\.json$/, 'Json')
    .split(/[/_[\]-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

export function buildOpenApi(version: string): Json {
  const components: Record<string, Json> = {
    Refusal: {
      type: 'object',
      description: ENVELOPE_NOTE,
      properties: { status: { type: 'integer' }, msg: { type: 'string' }, data: { type: 'null' } },
      required: ['status', 'msg', 'data'],
    },
  };
  const paths: Record<string, Json> = {};
  for (const call of Object.values(CALLS) as (Call & { key: string; method: string; path: string })[]) {
    const id = operationId(call.method, call.path);
    const op: Json = { operationId: id, summary: call.summary };
    const params = [
      ...(call.params ? parameters(call.params, 'path', id, components) : []),
      ...(call.query ? parameters(call.query, 'query', id, components) : []),
    ];
    if (params.length) op.parameters = params;
    if (call.body === MULTIPART) {
      op.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
              required: ['file'],
            },
          },
        },
      };
    } else if (isRaw(call.body)) {
      op.requestBody = { required: true, content: { [call.body.raw]: { schema: toSchema(call.body.schema, 'input', id, components) } } };
    } else if (call.body) {
      const schema = toSchema(call.body, 'input', id, components);
      op.requestBody = { required: ((schema.required ?? []) as string[]).length > 0, content: { 'application/json': { schema } } };
    }
    let ok: Json;
    if (isFile(call.answer)) {
      ok = {
        description: 'The file',
        content: Object.fromEntries(call.answer.file.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
      };
    } else {
      const data = toSchema(call.answer, 'output', id, components);
      const schema =
        call.envelope === false
          ? data
          : { type: 'object', properties: { status: { const: 200 }, msg: { type: 'string' }, data }, required: ['status', 'msg', 'data'] };
      ok = {
        description: call.envelope === false ? 'The answer (not in the envelope)' : 'Success: the envelope with `data`',
        content: { 'application/json': { schema } },
      };
    }
    op.responses = {
      200: ok,
      '4XX': {
        description: 'Refused: 400 bad input, 401 not logged in, 403 not allowed, 404 not found, 409 conflict, 413 too large, 429 too many',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
      },
    };
    const p = call.path.replace(/\[([^\]]+)\]/g, '{$1}');
    paths[p] = { ...(paths[p] ?? {}), [call.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '启力印象 B2B 商城 API',
      version,
      description: `${ENVELOPE_NOTE} Calls that act for a buyer authenticate with \`Authorization: Bearer <token>\` (from /api/login); who may call what is decided by the server (401/403 otherwise).`,
    },
    servers: [{ url: '/' }],
    security: [{}, { bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: components },
    paths,
  };
}

let built: Json | null = null;
export const openApiDocument = (version: string) => (built ??= buildOpenApi(version));
