// §2.3: one page view per navigation, sent to the sink the server names in body[data-pv] (absent when analytics is off).
import { getToken } from '~/lib/client/token.ts';
import { PAGE_PATH_MAX, PAGE_REFERRER_MAX } from '~/lib/shared/page-view-limits.ts';

export function reportPageView() {
  const sink = document.body.dataset.pv;
  if (!sink) return;
  const send = () => {
    const token = getToken();
    // The answer's body is read to its end: a response left unread never reports as finished to DevTools, so
    // Lighthouse waited its full 45 s for the network to go quiet (and counted the carousel's turns).
    fetch(sink, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({
        path: (location.pathname + location.search).slice(0, PAGE_PATH_MAX),
        referrer: document.referrer.slice(0, PAGE_REFERRER_MAX),
      }),
    })
      .then((r) => r.arrayBuffer())
      .catch(() => {
        /* analytics never disturbs the visitor */
      });
  };
  // After first paint, so it never competes with the page's own resources.
  if ('requestIdleCallback' in window) requestIdleCallback(send, { timeout: 3000 });
  else setTimeout(send, 1000);
  // A page restored from the back-forward cache is a navigation too.
  addEventListener('pageshow', (e) => {
    if (e.persisted) send();
  });
}
