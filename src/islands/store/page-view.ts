// §2.3: one page view per navigation, sent to the sink the server names in body[data-pv] (absent when analytics is off).
import { getToken } from '../../lib/client/token.ts';

export function reportPageView() {
  const sink = document.body.dataset.pv;
  if (!sink) return;
  const send = () => {
    const token = getToken();
    // No keepalive: it is sent while the page is open, and DevTools (so Lighthouse) never sees a keepalive
    // request finish, which kept audits waiting for the network to go quiet until their 45 s limit.
    fetch(sink, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ path: (location.pathname + location.search).slice(0, 300), referrer: document.referrer.slice(0, 500) }),
    }).catch(() => { /* analytics never disturbs the visitor */ });
  };
  // After first paint, so it never competes with the page's own resources.
  if ('requestIdleCallback' in window) requestIdleCallback(send, { timeout: 3000 });
  else setTimeout(send, 1000);
  // A page restored from the back-forward cache is a navigation too.
  addEventListener('pageshow', (e) => { if (e.persisted) send(); });
}
