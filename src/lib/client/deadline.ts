// A payment page left open reloads itself when its order's pay deadline passes: the server then cancels the order and
// the page says so (or sends the buyer to the order), instead of offering a payment that would be refused. The
// deadline is the page's `data-reload-at` (an ISO time). A deadline already past is left (the server has shown the page
// after it), and so is one more than a week off (the pay deadline is a day unless ORDER_PAY_TIMEOUT_MINUTES says
// otherwise; a timer cannot wait much beyond three weeks).
const MAX_WAIT_MS = 7 * 24 * 3600_000;
/** After the deadline: the server cancels an order only once its deadline is behind it. */
const GRACE_MS = 1000;

export function reloadAtDeadlines(
  root: ParentNode = document,
  env: { now: () => number; reload: () => void; later: (f: () => void, ms: number) => unknown } = {
    now: Date.now,
    reload: () => location.reload(),
    later: (f, ms) => setTimeout(f, ms),
  },
) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-reload-at]')) {
    const wait = Date.parse(el.dataset.reloadAt ?? '') - env.now() + GRACE_MS;
    if (wait > GRACE_MS && wait <= MAX_WAIT_MS) env.later(env.reload, wait);
  }
}
