// The write load of the signed-in bench (run pinned to the load core by signed-in.mjs): every buyer at once, each
// adding a SKU to its cart and submitting that cart line as an order, `rounds` times in a row.
// argv[2]: JSON { base, buyers: [{ token, addressId, plan: [{ productId, skuId, num }] }] }.
// Prints JSON: { elapsedMs, results: [{ buyer, productId, skuId, num, add: {status, ms}, create: {status, ms, msg, data} }] }.
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
const t0 = performance.now();
await Promise.all(
  o.buyers.map(async (b, buyer) => {
    for (const line of b.plan) {
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
        ...line,
        add: { status: add.status, msg: add.msg, ms: add.ms },
        create: create && { status: create.status, msg: create.msg, data: create.data, ms: create.ms },
      });
    }
  }),
);
process.stdout.write(JSON.stringify({ elapsedMs: performance.now() - t0, results }));
