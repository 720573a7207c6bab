// Hostile inputs generated from the call contracts (src/lib/shared/contracts), on a server of its own — on PGlite,
// or on a fresh PostgreSQL database with API_DB=postgres. Three classes, each over every call that has the input:
//   ids       every id field of every path, query and body set above the int4 range (2^31, 10^11) → 4xx;
//             pages that read an id from their path or query → no 5xx
//   coercion  true, [n], "n", {"n": n} where a number is expected; 1, "true", [true] where a boolean is → 400
//   generated fast-check variants of valid-shaped bodies of every POST and DELETE, one field broken in one way
//             (wrong type, lookalike, out of range, fractional, huge, overlong, not in the list, missing, extra)
// Refusals must be 4xx with a Chinese msg in the envelope, never 5xx (CONTRACT_CHECK=1 also turns an answer
// that breaks its contract into a 500), and no table row may change. HOSTILE_RUNS (default 30) sets the
// generated cases per call, HOSTILE_SEED the seed; HOSTILE_FIGURES=file writes the figures (calls, inputs, failures) as JSON.
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, type Answer } from '../helpers/client.ts';
import { STAFF, staffLogin, type StaffClient } from '../helpers/staff.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { createTempDatabase } from '../helpers/pg.ts';
import { changedTables, checksums } from '../helpers/checksums.ts';
import { hostileValues, idFields, jsonSchemaOf, sampleFor, validArb, variants, type JsonSchema } from '../helpers/schema-inputs.ts';
import { CALLS } from '~/lib/shared/contracts/index.ts';
import { ID_MAX } from '~/lib/shared/ids.ts';

const RUNS = Number(process.env.HOSTILE_RUNS || 30);
const SEED = Number(process.env.HOSTILE_SEED || 20260101);
const BIG_IDS = [ID_MAX + 1, 99_999_999_999];

type AnyCall = { key: string; method: string; path: string; params?: z.ZodType; query?: z.ZodType; body?: unknown };
const calls = Object.values(CALLS) as AnyCall[];
const isZod = (b: unknown): b is z.ZodType => !!b && typeof b === 'object' && 'safeParse' in b;
const jsonBody = (c: AnyCall) => (isZod(c.body) ? c.body : null);

let srv: TestServer;
let pgDb: Awaited<ReturnType<typeof createTempDatabase>> | null = null;
let main: ReturnType<typeof client>;
/** A staff member holding every role: the back office's calls get the same inputs, past their permission check. */
let staff: StaffClient;
let token: string;
const figures: Record<string, { calls: number; inputs: number; failures: number }> = {};

beforeAll(async () => {
  const env: Record<string, string> = {
    CONTRACT_CHECK: '1',
    SMS_RESEND_SECONDS: '0',
    SMS_HOURLY_MAX: '100000',
    LOGIN_MAX_FAILURES: '100000',
  };
  if (process.env.API_DB === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('API_DB=postgres needs TEST_DATABASE_URL');
    pgDb = await createTempDatabase(process.env.TEST_DATABASE_URL, 'qili_hostile');
    env.DATABASE_URL = pgDb.url;
  }
  srv = await startServer({ env });
  const a = await login(srv.url, '13800000000');
  main = a.api;
  token = a.token;
  const admin = await staffLogin(srv.url, STAFF.admin);
  const all = await admin.post('/api/admin/staff/save', {
    username: 'hostile',
    name: '全部角色',
    roles: ['operator', 'merchandiser', 'editor', 'admin'],
    password: 'abc12345',
  });
  if (all.status !== 200) throw new Error(`staff account: ${all.msg}`);
  staff = await staffLogin(srv.url, 'hostile', 'abc12345');
}, 180_000);
afterAll(async () => {
  const file = process.env.HOSTILE_FIGURES;
  if (file)
    (await import('node:fs')).writeFileSync(
      file,
      JSON.stringify({ db: pgDb ? 'postgres' : 'pglite', seed: SEED, runs: RUNS, figures }, null, 2),
    );
  await srv?.stop();
  await pgDb?.drop();
});

const who = (c: AnyCall) => (c.path.startsWith('/api/admin/') ? staff : main);
const chinese = (s: unknown) => typeof s === 'string' && /[\u4e00-\u9fa5]/.test(s);
/** A refusal as the store answers one: 4xx, the envelope's status equal to it, a Chinese msg. */
const refusedWell = (r: Answer) => r.http >= 400 && r.http < 500 && r.status === r.http && chinese(r.msg);

function url(c: AnyCall, params: Record<string, unknown>, query: Record<string, unknown>) {
  const path = c.path.replace(/\[([^\]]+)\]/g, (_, k: string) => encodeURIComponent(String(params[k] ?? 1)));
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `${path}?${qs}` : path;
}
const textSample = (s: z.ZodType | undefined) => (s ? sampleFor(s, jsonSchemaOf(s), SEED) : {});
const send = (c: AnyCall, path: string, body?: unknown) => who(c).call(c.method, path, c.method === 'GET' ? undefined : (body ?? {}));

function tally(cls: string, route: string, seen: Set<string>, failed: boolean) {
  const f = (figures[cls] ??= { calls: 0, inputs: 0, failures: 0 });
  if (!seen.has(route)) {
    seen.add(route);
    f.calls++;
  }
  f.inputs++;
  if (failed) f.failures++;
}

describe('hostile inputs generated from the contracts', () => {
  it(
    'ids above int4 in every path, query and body id field: 4xx with a Chinese msg, never 5xx, nothing changed',
    { timeout: 300_000 },
    async () => {
      const before = await checksums(srv.dataDir);
      const wrong: string[] = [];
      const seen = new Set<string>();
      for (const c of calls) {
        if (c.key === 'POST /api/pay/wechat/notify') continue; // signed webhook: refused by its signature check
        const params = textSample(c.params);
        const query = textSample(c.query);
        const body = jsonBody(c);
        const bodySample = body ? sampleFor(body, jsonSchemaOf(body), SEED) : undefined;
        const tries: [string, string, unknown][] = [];
        for (const k of c.params ? idFields(jsonSchemaOf(c.params)) : [])
          for (const big of BIG_IDS) tries.push([`path ${k}=${big}`, url(c, { ...params, [k]: big }, query), bodySample]);
        for (const k of c.query ? idFields(jsonSchemaOf(c.query)) : [])
          for (const big of BIG_IDS) tries.push([`query ${k}=${big}`, url(c, params, { ...query, [k]: big }), bodySample]);
        if (body) {
          const json = jsonSchemaOf(body);
          for (const k of idFields(json)) {
            for (const big of BIG_IDS)
              tries.push([
                `body ${k}=${big}`,
                url(c, params, query),
                { ...bodySample, [k]: json.properties![k]!.type === 'array' ? [big] : big },
              ]);
          }
        }
        for (const [label, path, b] of tries) {
          const r = await send(c, path, b);
          const bad = !refusedWell(r);
          tally('ids', c.key, seen, bad);
          if (bad) wrong.push(`${c.key} ${label}: ${r.http} ${r.msg}`);
        }
      }
      // pages that read an id from their path or query
      const pages = [
        '/orderDetail/2147483648',
        '/orderDetail/99999999999',
        '/cart/payment?orderId=2147483648',
        '/cart/bankPay?orderId=2147483648',
        '/cart/paySucceed?orderId=2147483648',
        '/cart/refund?orderId=2147483648',
        '/evaluate?orderId=2147483648',
        '/myContract?orderId=2147483648',
        '/afterSales/asRecordDetail?id=2147483648',
        '/afterSales/submitAS?orderId=2147483648&lineId=2147483648',
        '/productDetail?productId=2147483648',
        '/productDetail?productId=1&templateId=2147483648',
        '/sceneDetail?productId=2147483648',
        '/public?id=2147483648',
        '/groupDetail?id=2147483648',
        '/groupDetail?teamId=2147483648',
        '/indexpage/designCenter?id=2147483648&category=2147483648',
        '/indexpage/seckill?slot=2147483648',
        '/cart/settlement?cartIds=2147483648',
        '/cart/settlement?seckill=2147483648',
        '/cart/settlement?productId=2147483648&skuId=2147483648',
        '/indexpage/productlist?type1=2147483648',
      ];
      const pageSeen = new Set<string>();
      for (const p of pages) {
        const r = await fetch(srv.url + p, { headers: { authorization: `Bearer ${token}`, accept: 'text/html' }, redirect: 'manual' });
        await r.arrayBuffer();
        tally('ids (pages)', p.split('?')[0]!, pageSeen, r.status >= 500);
        if (r.status >= 500) wrong.push(`page ${p}: ${r.status}`);
      }
      // back-office pages that read an id from their path or query (with the staff cookie)
      const adminPages = ['orders', 'aftersales', 'invoices', 'companies', 'products']
        .flatMap((k) => [`/admin/${k}/2147483648`, `/admin/${k}/99999999999`])
        .concat([
          '/admin/categories?edit=2147483648',
          '/admin/activities?edit=seckill:2147483648',
          '/admin/audit?staff=2147483648&id=2147483648',
          '/admin/orders?page=99999999999',
        ]);
      for (const p of adminPages) {
        const r = await staff.page(p);
        tally('ids (pages)', p.split('?')[0]!, pageSeen, r.status >= 500);
        if (r.status >= 500 || r.status === 401) wrong.push(`page ${p}: ${r.status}`);
      }
      expect(wrong).toEqual([]);
      expect(figures.ids!.calls).toBeGreaterThanOrEqual(31);
      expect(changedTables(before, await checksums(srv.dataDir))).toEqual([]);
      // the back office's calls were judged as a signed-in staff member holding every role, not refused at the door
      expect((await staff.get('/api/admin/me')).data?.roles).toHaveLength(4);
    },
  );

  it(
    'coercible lookalikes (true, [n], "n", {"n": n}; 1, "true", [true]) are refused with 400 and a Chinese msg, nothing changed',
    { timeout: 300_000 },
    async () => {
      const before = await checksums(srv.dataDir);
      const wrong: string[] = [];
      const seen = new Set<string>();
      for (const c of calls) {
        const body = jsonBody(c);
        if (!body) continue;
        const json = jsonSchemaOf(body);
        const sample = sampleFor(body, json, SEED);
        const path = url(c, textSample(c.params), textSample(c.query));
        const fields: [string, JsonSchema, (v: unknown) => unknown][] = [];
        for (const [k, s] of Object.entries(json.properties ?? {})) {
          fields.push([k, s, (v) => ({ ...sample, [k]: v })]);
          if (s.type === 'object' && s.properties) {
            const inner = (sample[k] ?? {}) as Record<string, unknown>;
            for (const [k2, s2] of Object.entries(s.properties))
              fields.push([`${k}.${k2}`, s2, (v) => ({ ...sample, [k]: { ...inner, [k2]: v } })]);
          }
        }
        for (const [name, s, put] of fields) {
          const probe = s.type === 'array' && s.items ? s.items : s;
          for (const h of hostileValues(probe, (sample as Record<string, unknown>)[name]).filter((x) => x.kind === 'coercion')) {
            const input = put(s === probe ? h.value : [h.value]);
            if (body.safeParse(input).success) continue; // the schema takes it on purpose (e.g. an id or a code)
            const r = await send(c, path, input);
            const bad = !(r.http === 400 && refusedWell(r));
            tally('coercion', c.key, seen, bad);
            if (bad)
              wrong.push(
                `${c.key} ${name}=${JSON.stringify(input && (input as Record<string, unknown>)[name.split('.')[0]!])}: ${r.http} ${r.msg}`,
              );
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(figures.coercion!.calls).toBeGreaterThan(20);
      expect(changedTables(before, await checksums(srv.dataDir))).toEqual([]);
      // the back office's calls were judged as a signed-in staff member holding every role, not refused at the door
      expect((await staff.get('/api/admin/me')).data?.roles).toHaveLength(4);
    },
  );

  it(
    'generated hostile bodies for every POST and DELETE (fast-check, one field broken per input): 4xx + Chinese msg, never 5xx, nothing changed',
    { timeout: 600_000 },
    async () => {
      const before = await checksums(srv.dataDir);
      const wrong: string[] = [];
      const seen = new Set<string>();
      for (const c of calls) {
        const body = jsonBody(c);
        if (!body || c.method === 'GET') continue;
        const json = jsonSchemaOf(body);
        const path = url(c, textSample(c.params), textSample(c.query));
        // a random valid-shaped body, then one of its one-change variants that the schema refuses
        const hostile = fc
          .tuple(validArb(json) as fc.Arbitrary<Record<string, unknown>>, fc.nat())
          .map(([base, i]) => {
            const vs = variants(json, base && typeof base === 'object' ? base : {});
            return vs[i % vs.length]!;
          })
          .filter((v) => !body.safeParse(v.input).success);
        await fc
          .assert(
            fc.asyncProperty(hostile, async (v) => {
              const r = await send(c, path, v.input);
              const bad = !refusedWell(r);
              tally('generated', c.key, seen, bad);
              if (bad) wrong.push(`${c.key} ${v.label} ${JSON.stringify(v.input).slice(0, 160)}: ${r.http} ${r.msg}`);
              return !bad;
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          )
          .catch(() => {});
      }
      expect(wrong).toEqual([]);
      expect(figures.generated!.calls).toBeGreaterThan(40);
      expect(changedTables(before, await checksums(srv.dataDir))).toEqual([]);
      // the back office's calls were judged as a signed-in staff member holding every role, not refused at the door
      expect((await staff.get('/api/admin/me')).data?.roles).toHaveLength(4);
    },
  );

  it('valid-shaped generated bodies (ids that name no row, values in range) never get a 5xx', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    const seen = new Set<string>();
    for (const c of calls) {
      const body = jsonBody(c);
      // sign-outs and password resets would end the sessions the rest of the run uses
      if (!body || c.method === 'GET' || ['POST /api/logout', 'POST /api/admin/logout', 'POST /api/admin/staff/password'].includes(c.key))
        continue;
      const path = url(c, textSample(c.params), textSample(c.query));
      await fc
        .assert(
          fc.asyncProperty(validArb(jsonSchemaOf(body)), async (input) => {
            const r = await send(c, path, input);
            const bad = r.http >= 500 || typeof r.status !== 'number' || (r.http >= 400 && !chinese(r.msg));
            tally('valid-shaped', c.key, seen, bad);
            if (bad) wrong.push(`${c.key} ${JSON.stringify(input).slice(0, 160)}: ${r.http} ${r.msg}`);
            return !bad;
          }),
          { numRuns: Math.ceil(RUNS / 3), seed: SEED, endOnFailure: true },
        )
        .catch(() => {});
    }
    console.log(`[hostile] ${pgDb ? 'postgres' : 'pglite'} seed ${SEED}: ${JSON.stringify(figures)}`);
    expect(wrong).toEqual([]);
  });
});
