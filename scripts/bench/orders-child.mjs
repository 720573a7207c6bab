// The write load of the signed-in bench (run pinned to the load core by signed-in.mjs): every buyer at once, each
// adding a SKU to its cart and submitting that cart line as an order, once per line of its plan. The first `warmup`
// lines of every plan are the warm-up, as every read row has one: all buyers at once, then the timed lines start
// together (`elapsedMs` counts only them).
// argv[2]: JSON { base, warmup, buyers: [{ token, addressId, plan: [{ productId, skuId, num }] }] }.
// Prints JSON: { elapsedMs, results: [{ buyer, warm, productId, skuId, num, add: {status, ms}, create: {status, ms, msg, data} }] }.
const o = JSON.parse(process.argv[2]);
let seq = 0;

async function call(token, p, body) {
  const t0 = performance.now();
  try {
    const r = await fetch(o.base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const j = await r.json();
    return { http: r.status, status: j.status, msg: j.msg, data: j.data, ms: performance.now() - t0 };
  } catch (e) {
    return { http: 0, status: 0, msg: String(e), data: null, ms: performance.now() - t0 };
  }
}

const results = [];
const warmup = o.warmup ?? 0;

/** Every buyer at once, each through its plan's lines [from, to). */
const run = (from, to, warm) =>
  Promise.all(
    o.buyers.map(async (b, buyer) => {
      for (const line of b.plan.slice(from, to)) {
        const add = await call(b.token, '/api/car', { productId: line.productId, skuId: line.skuId, num: line.num });
        let create = null;
        if (add.status === 200) {
          create = await call(b.token, '/api/order/create', {
            cartIds: [add.data.cartId],
            addressId: b.addressId,
            userCouponId: 0,
            idempotencyKey: `bench${process.pid}x${buyer}x${++seq}`,
          });
        }
        results.push({
          buyer,
          warm,
          ...line,
          add: { status: add.status, msg: add.msg, ms: add.ms },
          create: create && { status: create.status, msg: create.msg, data: create.data, ms: create.ms },
        });
      }
    }),
  );

if (warmup) await run(0, warmup, true);
const t0 = performance.now();
await run(warmup, Infinity, false);
process.stdout.write(JSON.stringify({ elapsedMs: performance.now() - t0, results }));
