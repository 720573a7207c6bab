// /api/openapi.json: an OpenAPI 3.1 document generated from the call contracts, public, plain JSON; it lists
// exactly the routes that exist under src/pages/api (both directions), each with its method, path parameters,
// query, body and answer; every $ref resolves.
import { describe, expect, inject, it } from 'vitest';
import { listApiRoutes } from '../helpers/routes.ts';
import { CALLS } from '~/lib/shared/contracts/index.ts';

const base = inject('baseUrl');
type Op = {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Op>>;
  components: { schemas: Record<string, unknown> };
};

async function fetchDoc(): Promise<{ res: Response; doc: Doc }> {
  const res = await fetch(`${base}/api/openapi.json`);
  return { res, doc: (await res.json()) as Doc };
}

const toOpenApi = (pattern: string) => pattern.replace(/\[([^\]]+)\]/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is public JSON in OpenAPI 3.1', async () => {
    const { res, doc } = await fetchDoc();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toContain('启力印象');
  });

  it('lists every route that exists with its methods, and nothing else', async () => {
    const { doc } = await fetchDoc();
    const existing = listApiRoutes()
      .flatMap((r) => r.methods.map((m) => `${m} ${toOpenApi(r.pattern)}`))
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(existing.length).toBeGreaterThan(100);
    expect(existing.filter((k) => !documented.includes(k))).toEqual([]);
    expect(documented.filter((k) => !existing.includes(k))).toEqual([]);
    // and the registry names each handler's own route (its key is the file's method and path)
    expect(
      Object.keys(CALLS)
        .map((k) => k.replace(/\[([^\]]+)\]/g, '{$1}'))
        .sort(),
    ).toEqual(existing);
  });

  it('gives each call its path parameters, query, body and answer', async () => {
    const { doc } = await fetchDoc();
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, '[$1]')}`;
        const call = (CALLS as Record<string, { query?: unknown; body?: unknown }>)[key]!;
        if (!op.summary || !op.operationId) missing.push(`${key}: summary`);
        for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)) {
          if (!op.parameters?.some((p) => p.in === 'path' && p.name === name && p.required)) missing.push(`${key}: path parameter ${name}`);
        }
        if (call.query && !op.parameters?.some((p) => p.in === 'query')) missing.push(`${key}: query`);
        if (call.body && !op.requestBody) missing.push(`${key}: body`);
        if (!op.responses['200'] || !op.responses['4XX']) missing.push(`${key}: responses`);
      }
    }
    expect(missing).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    // a few calls spelled out: the id rule and exact types reach the document
    const cancel = doc.paths['/api/order/cancel']!.post!.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    expect(cancel.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647 });
    expect(cancel.additionalProperties).toBe(false);
    const detail = doc.paths['/api/order/detail/{id}']!.get!;
    expect(detail.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[1-9]\\d{0,9}$' } }]);
    const data = (
      detail.responses['200']!.content!['application/json']!.schema as { properties: { data: { properties: Record<string, unknown> } } }
    ).properties.data;
    expect(Object.keys(data.properties)).toEqual(expect.arrayContaining(['orderNo', 'state', 'lines', 'timeline', 'payments', 'actions']));
    expect(Object.keys(doc.paths['/api/contract/pdf/{orderId}']!.get!.responses['200']!.content!)).toEqual(['application/pdf']);
  });

  it('every $ref points at a schema in the document', async () => {
    const { doc } = await fetchDoc();
    const refs = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) k === '$ref' && typeof x === 'string' ? refs.add(x) : walk(x);
    };
    walk(doc);
    const broken = [...refs].filter(
      (r) => !r.startsWith('#/components/schemas/') || !(r.slice('#/components/schemas/'.length) in doc.components.schemas),
    );
    expect(broken).toEqual([]);
  });
});
