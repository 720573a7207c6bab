// fast-check over the JSON body of every POST route (as a logged-in main account and as a visitor):
// whatever arrives, the answer is a 2xx/4xx envelope, never a 5xx. Runs on a server of its own,
// since random bodies may legitimately change that server's data.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login } from '../helpers/client.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { fill, listApiRoutes } from '../helpers/routes.ts';

const RUNS = Number(process.env.FUZZ_RUNS || 25);
let srv: TestServer;
let token: string;

beforeAll(async () => {
  srv = await startServer({ env: { SMS_RESEND_SECONDS: '0', SMS_HOURLY_MAX: '100000' } });
  token = (await login(srv.url, '13800000000')).token;
}, 120_000);
afterAll(() => srv?.stop());

// Values shaped like what handlers expect, mixed with hostile ones.
const scalar = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'a\u0000b',
    '13800000000',
    '２',
    '😀',
  ),
);
const keys = fc.constantFrom(
  'id',
  'ids',
  'num',
  'phone',
  'code',
  'password',
  'confirm',
  'srcPassword',
  'nickname',
  'avatar',
  'companyName',
  'contactName',
  'agree',
  'purpose',
  'productId',
  'skuId',
  'cartIds',
  'addressId',
  'couponId',
  'remark',
  'type',
  'title',
  'status',
  'page',
  'limit',
  'price',
  'uid',
  'parentId',
  'level',
  'category',
  'key',
  'content',
  'orderId',
  'reason',
  'amount',
  'isDefault',
  'new',
);
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(keys, tie('v'), { maxKeys: 4 })),
})).v;
const body = fc.oneof(fc.dictionary(keys, value, { maxKeys: 8 }), value);

describe('fuzzing every POST route', () => {
  it('no 5xx for any JSON body, logged in or not', { timeout: 600_000 }, async () => {
    const posts = listApiRoutes().filter((r) => r.methods.includes('POST') || r.methods.includes('ALL'));
    expect(posts.length).toBeGreaterThan(5);
    const authed = client(srv.url, token);
    const anon = client(srv.url);
    const failures: string[] = [];
    for (const r of posts) {
      await fc
        .assert(
          fc.asyncProperty(
            body,
            fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.constantFrom('abc', '1.5', '%00', '0x10')),
            fc.boolean(),
            async (b, param, asVisitor) => {
              const url = fill(r.pattern, encodeURIComponent(String(param)));
              const res = await (asVisitor || r.pattern === '/api/logout' ? anon : authed).post(url, JSON.stringify(b));
              // The WeChat Pay notification answers in WeChat's own format ({code, message}), not our envelope.
              const envelopeOk = r.pattern === '/api/pay/wechat/notify' || typeof res.status === 'number';
              if (res.http >= 500 || !envelopeOk) failures.push(`${url} ${res.http} ${JSON.stringify(b).slice(0, 120)}`);
              return res.http < 500 && envelopeOk;
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
    // the server still answers normally after the storm (the fuzzed session itself may have been logged out)
    expect((await anon.get('/api/health')).status).toBe(200);
  });
});
