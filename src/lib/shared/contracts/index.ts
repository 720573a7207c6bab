// THE REGISTRY OF CALLS: every /api route's contract, keyed "METHOD /api/path" (path params as [name]).
//
// A contract names the input schemas (params, query, body) and the answer (`data` of the {status, msg, data}
// envelope). Three readers use it and nothing else:
//   - the handler:   export const POST = serve(cartCalls['POST /api/cart/num'], async (ctx, read) => { … })
//                    (src/lib/server/serve.ts: read.body() / read.query() / read.params() parse with the
//                    contract's schemas; what the handler returns must fit the answer type, checked by tsc)
//   - the island:    api.post('/api/cart/num', { id, num }) is typed by the contract (body in, answer out)
//                    through src/lib/client/api.ts, with type-only imports: no zod in the browser bundle;
//   - the document:  GET /api/openapi.json is generated from this registry (src/lib/server/openapi.ts).
//
// How to add a call
//   1. Pick the area file (./cart.ts, ./orders.ts …) or start one for a new area (./admin.ts) and spread its
//      calls into CALLS below.
//   2. Add an entry to its defineCalls({…}): 'POST /api/thing/do': { summary, body, answer }. The key is the
//      method and the path of the file under src/pages/api (src/pages/api/thing/do.ts).
//   3. Inputs: z.strictObject (unknown fields refused), exact JSON types (z.number(), z.boolean() — never
//      z.coerce), ids with zId('订单') (the one id rule, ./fields.ts), quantities with zQty; path params and
//      query values are text: zIdText, zIntText, zPageText, zLimitText, enums of strings. Every message
//      is Chinese and names the field.
//   4. Answer: a zod schema of what `data` holds (zTime for times, zFen for money). Export its type
//      (z.output) for the islands; server modules may import the type too, never the other way round.
//   5. Handler: src/pages/api/thing/do.ts with serve(…). Check who is calling first (requireUser,
//      requirePermission …), then read the input, call one domain function, return its result (or
//      reply(data, '中文提示') for another message).
//   6. Add the route's row to tests/api/security-matrix.test.ts. tests/api/contracts.test.ts checks the
//      registry and the route files against each other, and tests/api/hostile.test.ts attacks the new
//      body with inputs generated from its schema — nothing to write there.
// Shared code (this folder) never imports server code: no drizzle, no node modules.
import { accountCalls } from './account.ts';
import { activityCalls } from './activities.ts';
import { aftersalesCalls } from './aftersales.ts';
import { authCalls } from './auth.ts';
import { cartCalls } from './cart.ts';
import type { Call, Method } from './contract.ts';
import { helpCalls } from './help.ts';
import { orderCalls } from './orders.ts';
import { storeCalls } from './store.ts';

export const CALLS = {
  ...authCalls,
  ...accountCalls,
  ...storeCalls,
  ...cartCalls,
  ...orderCalls,
  ...aftersalesCalls,
  ...activityCalls,
  ...helpCalls,
} satisfies Record<string, Call>;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;

/** A path pattern with its [param] segments as `${string}`: what a concrete URL of the route looks like. */
type Fill<P extends string> = P extends `${infer A}[${string}]${infer B}` ? `${A}${string}${Fill<B>}` : P;

/** Every URL the browser may call with this method. */
export type CallPath<M extends Method> = { [K in CallName]: K extends `${M} ${infer P}` ? Fill<P> : never }[CallName];

/** The contract of the call a URL reaches. */
export type CallAt<M extends Method, U extends string> = {
  [K in CallName]: K extends `${M} ${infer P}` ? (U extends Fill<P> ? Calls[K] : never) : never;
}[CallName];
